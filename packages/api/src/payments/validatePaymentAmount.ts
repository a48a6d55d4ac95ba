import { messages as m } from '../messages';
import { fieldChecker, type Validation } from '../validation/fieldChecker';

/** product §8 payment form: a one-time payment needs a positive amount in minor units ('Amount is required for payment'). */
export function validatePaymentAmount(v: { amount: number | null | undefined }): Validation<{ amount: number }, 'amount'> {
  const check = fieldChecker<'amount'>();
  const amount = v.amount ?? NaN;
  check.need('amount', Number.isFinite(amount) && amount > 0, m.amountRequired);
  return check.result(() => ({ amount }));
}
