import { holdingsAllowance, planLimitFromError, workspaceMessages } from '@pt/api';
import { keys } from '../keys';
import { useApiQuery } from '../internal/useApiQuery';
import { useUserId } from '../internal/useUserId';
import { useCurrentSubscription } from './useCurrentSubscription';

/**
 * The plan's holdings limit for the upgrade prompt: how many holdings the plan allows and uses
 * (`GET /api/subscription/usage`, through the SDK's `holdingsAllowance`), and `prompt` once the
 * limit is reached: the message naming it and the plans link with Premium preselected
 * (`/payment-demo?plan=premium#plan-premium`). The usage is read again when the subscription
 * changes (its plan and status are in the key), so the limit goes once the member subscribes, and
 * after every transaction write. `promptFor(error)` is the prompt for a write the server refused.
 */
export function usePlanLimit() {
  const userId = useUserId();
  const subscription = useCurrentSubscription();
  const plan = subscription.status === 'success'
    ? (subscription.data ? `${subscription.data.plan_id}:${subscription.data.status}` : 'none')
    : subscription.status === 'error' ? 'unknown' : null;
  const q = useApiQuery('usePlanLimit', userId && plan ? keys.usage(userId, plan) : null, (c) => c.subscription.usage(), workspaceMessages.loadUsageFailed);
  const allowance = q.data ? holdingsAllowance(q.data) : null;
  return {
    ...q,
    allowance,
    reached: allowance?.reached ?? false,
    prompt: allowance?.prompt ?? null,
    promptFor: planLimitFromError,
  };
}
