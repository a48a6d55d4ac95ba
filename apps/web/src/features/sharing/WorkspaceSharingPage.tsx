// /app/sharing: the chosen portfolio's public link (Pro's `portfolio_sharing`; a link kept from an
// earlier plan shows as paused) and the friends area: requests, friends and what each shares.
import { sharingMessages } from '@pt/api';
import { useClipboard, useFeature, useFriendPortfolios, useFriends, usePortfolioShare, usePortfolios } from '@pt/react';
import { Alert, ButtonLink, Stack } from '@pt/ui';
import { FriendsList, SharedPortfolioLinks, ShareLinkPanel, type FriendRow } from '@pt/ui/workspace';
import { useNotify } from '../../app/toasts/useNotify';
import { renderRouterLink } from '../../app/renderRouterLink';
import { portfolioFormat } from '../workspace/portfolioFormat';
import { PageFailure } from '../../app/PageFailure';
import { WORKSPACE_PAGES } from '../workspace/workspacePages';
import { Loading } from '../../app/Loading';

const FORMAT = portfolioFormat('USD');

export function WorkspaceSharingPage() {
  const pf = usePortfolios();
  return (
    <Stack gap="6">
      {pf.status === 'error' && pf.portfolios.length === 0 ? <PageFailure message={pf.message} onRetry={pf.refresh} retrying={pf.isValidating} />
        : pf.status === 'success' && pf.portfolios.length === 0 ? (
          <Alert tone="info" title="Nothing to share yet" description="Create a portfolio on the overview, then share it here with a public link."
            action={<ButtonLink href={WORKSPACE_PAGES[0]!.path} size="sm" variant="outline" renderLink={renderRouterLink}>Go to the overview</ButtonLink>} />
        )
          : <PortfolioShare portfolioId={pf.selectedId} portfolioName={pf.selected?.name} />}
      <Friends />
    </Stack>
  );
}

function PortfolioShare({ portfolioId, portfolioName }: { portfolioId: string | null; portfolioName?: string }) {
  const feature = useFeature('portfolio_sharing');
  const share = usePortfolioShare(portfolioId);
  const { copy } = useClipboard();
  const notify = useNotify();
  // Not a <PlanGate>: a link made before the plan changed still shows, paused, with its own prompt.
  if (feature.status === 'loading') return <Loading text="Loading the sharing settings..." />;
  if (feature.status === 'error') return <PageFailure message={feature.message} onRetry={feature.refresh} />;
  const lock = feature.status === 'locked' ? feature.lock : share.featureLock;
  return (
    <ShareLinkPanel
      title={portfolioName ? `Public link to ${portfolioName}` : 'Public link'}
      share={share.share}
      onCreate={() => share.create.mutateAsync().then(() => notify.success(sharingMessages.shared), () => undefined)}
      creating={share.create.status === 'pending'}
      onRevoke={() => share.revoke.mutateAsync().then(() => notify.success(sharingMessages.revoked))}
      onCopy={copy}
      format={FORMAT}
      portfolioName={portfolioName}
      error={share.errorMessage}
      lock={lock}
      lockActionLabel="See Pro"
      renderLink={renderRouterLink}
      loading={!portfolioId || share.status === 'loading' || share.status === 'idle'}
      loadError={share.status === 'error' ? share.message : null}
      onRetry={() => { void share.refresh(); }}
    />
  );
}

function Friends() {
  const fr = useFriends();
  const { copy } = useClipboard();
  return (
    <Stack gap="3">
      {fr.actionError ? <Alert tone="danger" description={fr.actionError} /> : null}
      <FriendsList
        friends={fr.friends}
        incoming={fr.incoming}
        outgoing={fr.outgoing}
        onAccept={fr.accept}
        onDecline={fr.remove}
        onCancel={fr.remove}
        onRemove={fr.removeAsync}
        busyId={fr.busyId}
        onAdd={fr.add}
        adding={fr.adding}
        addError={fr.addError}
        addMessage={fr.addMessage}
        ownUserId={fr.ownUserId ?? undefined}
        onCopy={copy}
        renderShared={(friend) => <FriendShared friend={friend} />}
        format={FORMAT}
        loading={fr.status === 'loading'}
        error={fr.message}
        onRetry={() => { void fr.refresh(); }}
      />
    </Stack>
  );
}

/** One friend's shared portfolios: one read each, as the list shows them. */
function FriendShared({ friend }: { friend: FriendRow }) {
  const shared = useFriendPortfolios(friend.id);
  return (
    <SharedPortfolioLinks
      portfolios={shared.portfolios}
      loading={shared.status === 'loading' || shared.status === 'idle'}
      error={shared.status === 'error' ? shared.message : null}
      renderLink={renderRouterLink}
    />
  );
}
