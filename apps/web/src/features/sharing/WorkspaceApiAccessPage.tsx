// /app/api: personal read-only API tokens (the Pro plan's `api_access`), with a curl example
// against the app's configured API and its portfolio read.
import { useClipboard, useApiTokens } from '@pt/react';
import { Stack } from '@pt/ui';
import { ApiTokensManager } from '@pt/ui/workspace';
import { config } from '../../app/config';
import { useNotify } from '../../app/toasts/useNotify';
import { portfolioFormat } from '../workspace/portfolioFormat';
import { PlanGate } from '../../app/PlanGate';

/** The read the example makes: the member's portfolios (product §7's GET /api/portfolio/). */
const EXAMPLE_PATH = '/api/portfolio/';

export function WorkspaceApiAccessPage() {
  const tk = useApiTokens();
  const { copy } = useClipboard();
  const notify = useNotify();
  // The plan as read, or the server's refusal when the plan changed since (product §11.1).
  return (
    <PlanGate feature="api_access" lock={tk.featureLock} loadingText="Loading your API access..." title="API tokens"
      description="Read your portfolios from scripts and spreadsheets with personal read-only API tokens.">
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
        loading={tk.status === 'loading' || tk.status === 'idle'}
        error={tk.status === 'error' ? tk.message : null}
        onRetry={() => { void tk.refresh(); }}
      />
    </Stack>
    </PlanGate>
  );
}
