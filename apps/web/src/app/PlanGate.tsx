// The app's one wiring of @pt/react's <Gate> (product §11.1: what each plan includes): a feature
// the member's plan lacks shows the kit's FeatureGate naming the plan that has it, with a link to
// the plans with that plan preselected; until the plan is known a loading line; when it cannot be
// read the page's failure panel with Try again. Copy a gated page's use of it (AlertsPage.tsx).
import type { ReactNode } from 'react';
import type { FeatureKey, FeatureLock } from '@pt/api';
import { Gate, type GateProps } from '@pt/react';
import { FeatureGate } from '@pt/ui/workspace';
import { Loading } from './Loading';
import { PageFailure } from './PageFailure';
import { renderRouterLink } from './renderRouterLink';
import { planLabel } from '../features/workspace/benchmarks';

/** The upgrade prompt for a locked feature: its name, the plan that includes it and the link. */
export function PlanPrompt({ lock, title, description }: { lock: FeatureLock; title: string; description: string }) {
  const plan = planLabel(lock.upgradePlan);
  return (
    <FeatureGate
      lock={lock}
      title={title}
      titleAs="h2"
      planLabel={plan}
      actionLabel={plan ? `See ${plan}` : undefined}
      description={description}
      renderLink={renderRouterLink}
    />
  );
}

export interface PlanGateProps extends Pick<GateProps, 'lock' | 'state'> {
  feature: FeatureKey;
  /** The feature's name, the prompt's title ('Price alerts'). */
  title: string;
  /** What the feature gives, under the prompt's message. */
  description: string;
  /** While the plan is read: a loading line with this text, or `loading` itself. */
  loadingText?: string;
  loading?: ReactNode;
  children?: ReactNode;
}

/** Its children when the member's plan includes `feature`; otherwise the prompt, the loading line or the failure. */
export function PlanGate({ feature, title, description, loadingText, loading, lock, state, children }: PlanGateProps) {
  return (
    <Gate
      feature={feature}
      lock={lock}
      state={state}
      loading={loading ?? (loadingText ? <Loading text={loadingText} /> : null)}
      error={(failure) => <PageFailure message={failure.message} onRetry={failure.refresh} />}
      fallback={(l) => <PlanPrompt lock={l} title={title} description={description} />}
    >
      {children}
    </Gate>
  );
}
