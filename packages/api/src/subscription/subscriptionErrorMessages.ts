import { errorText, mentions, serverMessageOr } from '../http/errorText';
import { messages as m } from '../messages';

/** product §8 "Subscribing": a destructive toast titled 'Error'. */
export function subscribeErrorMessage(error: unknown): { title: string; message: string } {
  const t = errorText(error);
  if (t && mentions(t, 'Sign in to subscribe')) return { title: m.errorTitle, message: m.signInToSubscribe };
  return { title: m.errorTitle, message: serverMessageOr(error, m.subscribeFailed) };
}

/** product §8: plan change, cancel and payment-method removal show the server message or a fallback. */
export const updatePlanErrorMessage = (e: unknown): string => serverMessageOr(e, m.updatePlanFailed);
export const cancelErrorMessage = (e: unknown): string => serverMessageOr(e, m.cancelFailed);
export const removePaymentMethodErrorMessage = (e: unknown): string => serverMessageOr(e, m.removePaymentMethodFailed);
/** The card provider's message (an object with `message`, an Error or a string) or 'Payment failed'. */
export const paymentErrorMessage = (e: unknown): string =>
  errorText(e) ?? errorText((e as { message?: unknown } | null)?.message) ?? m.paymentFailed;
