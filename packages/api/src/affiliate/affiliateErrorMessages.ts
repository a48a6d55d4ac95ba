import { mentions, reportedText as reported } from '../http/errorText';
import { messages as authMessages } from '../messages';
import { messages as m, applicationFailedMessage } from '../messages';

const approved = (t: string) => /approved affiliate/i.test(t);

/** product §8: coupon creation errors. */
export function couponErrorMessage(error: unknown): string {
  const t = reported(error) ?? '';
  if (mentions(t, 'already exists', 'unique')) return m.couponExists;
  if (approved(t)) return m.couponNotApproved;
  return m.couponFailed;
}

/** product §8: link creation errors. */
export function linkErrorMessage(error: unknown): string {
  const t = reported(error) ?? '';
  if (approved(t)) return m.linkNotApproved;
  return m.linkFailed;
}

/**
 * product §8 "Application submit": pass the rejection (ApiError or its text), or
 * `undefined` with `hasData=false` for a success answer without data.
 * Anything that is not an ApiError or a string counts as an unexpected exception.
 */
export function applicationSubmitMessage(error: unknown, hasData = true): string {
  if (error === undefined || error === null) return hasData ? m.applicationSubmitted : m.submitNoData;
  const t = reported(error);
  if (t === null) return authMessages.unexpectedTryAgain;
  if (mentions(t, 'already submitted')) return m.alreadySubmitted;
  if (mentions(t, 'Authentication')) return m.permissionDenied;
  if (mentions(t, 'required')) return m.fillRequired;
  return applicationFailedMessage(t);
}
