import { Alert, Button } from '@pt/ui';
import { Loading } from '../../app/Loading';
import type { FeatureState } from '@pt/react';

/**
 * What a plan-gated page shows until it knows the member's plan: a loading line, or why the plan
 * could not be read with Try again (never a blank area). Null once the feature is open or locked.
 */
export function FeatureUnavailable({ feature, loadingText }: { feature: FeatureState & { refresh(): Promise<void> }; loadingText: string }) {
  if (feature.status === 'loading') return <Loading text={loadingText} />;
  if (feature.status === 'error') {
    return (
      <Alert tone="danger" title={feature.message} description="Check your connection and try again."
        action={<Button size="sm" variant="outline" onClick={() => { void feature.refresh(); }}>Try again</Button>} />
    );
  }
  return null;
}
