// The admin's payout and commission decisions: what each form must hold before it is sent.
import { fieldChecker, type Validation } from '../validation/fieldChecker';
import { ledgerMessages as m } from './ledgerMessages';

/** Mark a payout paid: the transfer's reference is required (at most 200 characters); the value is the request body. */
export function validatePayoutReference(v: { reference: string }): Validation<{ reference: string }, 'reference'> {
  const check = fieldChecker<'reference'>();
  const reference = v.reference.trim();
  check.need('reference', reference, m.referenceRequired);
  check.need('reference', reference.length <= 200, 'The reference can be at most 200 characters.');
  return check.result(() => ({ reference }));
}

/** Reject a payout or void a commission: a reason is required (at most 2000 characters); the value is the request body. */
export function validateDecisionReason(v: { reason: string }): Validation<{ reason: string }, 'reason'> {
  const check = fieldChecker<'reason'>();
  const reason = v.reason.trim();
  check.need('reason', reason, m.reasonRequired);
  check.need('reason', reason.length <= 2000, 'The reason can be at most 2000 characters.');
  return check.result(() => ({ reason }));
}
