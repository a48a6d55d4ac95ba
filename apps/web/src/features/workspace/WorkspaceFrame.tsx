// The workspace frame with its data: the portfolio switcher (choose, create, rename, delete with
// confirmation; the layout shows it on the pages about one portfolio), and the chosen portfolio
// kept in the sub-navigation's links on every page.
import { BASE_CURRENCIES, workspaceMessages } from '@pt/api';
import { usePortfolios } from '@pt/react';
import { PortfolioSwitcher } from '@pt/ui/workspace';
import { useNotify } from '../../app/toasts/useNotify';
import { WorkspaceLayout } from './WorkspaceLayout';
import { portfolioSearch } from './workspacePages';

export function WorkspaceFrame() {
  const pf = usePortfolios();
  const notify = useNotify();
  // Without portfolios (or when they fail to load) the page itself says so and offers the way
  // on; the switcher shows once there is something to switch between.
  const switcher = pf.status === 'loading' || pf.portfolios.length > 0 ? (
    <PortfolioSwitcher
      portfolios={pf.portfolios}
      selectedId={pf.selectedId}
      onSelect={(id) => pf.select(id)}
      onCreate={(name, currency) => pf.create.mutateAsync({ name, currency }).then(() => notify.success(workspaceMessages.portfolioCreated, name))}
      onRename={(id, name, currency) => pf.rename.mutateAsync({ id, name, currency }).then(() => notify.success(workspaceMessages.portfolioRenamed, name))}
      // Each portfolio has a base currency, chosen at creation and changeable (product §10.22).
      currencies={BASE_CURRENCIES}
      defaultCurrency={pf.selected?.currency ?? BASE_CURRENCIES[0]}
      onDelete={(id) => pf.remove.mutateAsync(id).then(() => notify.success(workspaceMessages.portfolioDeleted))}
      loading={pf.status === 'loading'}
    />
  ) : null;
  return <WorkspaceLayout switcher={switcher} search={portfolioSearch(pf.selectedId)} />;
}
