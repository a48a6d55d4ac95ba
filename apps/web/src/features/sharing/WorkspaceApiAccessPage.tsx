// /app/api: personal read-only API tokens (the Pro plan's `api_access`), with a curl example
// against the app's configured API and its portfolio read.
import { useClipboard, useApiTokens, useFeature } from '@pt/react';
import { ApiTokensManager, Stack } from '@pt/ui';
import { config } from '../../app/config';
import { useNotify } from '../../app/toasts/useNotify';
import { renderRouterLink } from '../../app/renderRouterLink';
import { portfolioFormat } from '../workspace/portfolioFormat';
import { FeatureUnavailable } from './FeatureUnavailable';

/** The read the example makes: the member's portfolios (product §7's GET /api/portfolio/). */
const EXAMPLE_PATH = '/api/portfolio/';

export function WorkspaceApiAccessPage() {
  const feature = useFeature('api_access');
  const tk = useApiTokens();
  const { copy } = useClipboard();
  const notify = useNotify();
  if (feature.status === 'loading' || feature.status === 'error') return <FeatureUnavailable feature={feature} loadingText="Loading your API access..." />;
  const lock = feature.status === 'locked' ? feature.lock : tk.featureLock;
  return (
    <Stack gap="6">
      <ApiTokensManager
        tokens={tk.tokens}
        name={tk.form.values.name}
        onNameChange={(name) => tk.form.setField('name', name)}
        nameError={tk.form.fieldErrors.name}
        onCreate={() => tk.submit()}
        creating={tk.create.status === 'pending'}
        formError={tk.errorMessage}
        created={tk.created}
        onDismissCreated={tk.dismissCreated}
        shownOnceText={tk.shownOnce}
        onCopy={copy}
        onRevoke={(id) => tk.revoke.mutateAsync(id).then(() => notify.success('API token revoked'))}
        apiBaseUrl={config.apiBaseUrl}
        examplePath={EXAMPLE_PATH}
        format={portfolioFormat('USD')}
        lock={lock}
        lockActionLabel="See Pro"
        renderLink={renderRouterLink}
        loading={tk.status === 'loading' || tk.status === 'idle'}
        error={tk.status === 'error' ? tk.message : null}
        onRetry={() => { void tk.refresh(); }}
      />
    </Stack>
  );
}
