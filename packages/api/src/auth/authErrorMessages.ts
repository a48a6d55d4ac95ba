import { mentions, reportedText as reported } from '../http/errorText';
import { messages as m } from '../messages';

export interface FormErrorMessage<F extends string = string> {
  /** The field the message belongs to; absent for a general alert. */
  field?: F;
  message: string;
}


/**
 * product §8 "Sign-up": an existing account goes on the e-mail field; other errors are a general alert.
 * The reference server no longer says so (product §15.9: a taken address is answered like a new one and
 * its owner e-mailed), so with it this mapping is never met; it stays for a server that still does.
 */
export function signUpErrorMessage(error: unknown): FormErrorMessage<'email'> {
  const t = reported(error);
  if (t === null) return { message: m.unexpectedTryAgain };
  if (mentions(t, 'already registered', 'already exists')) return { field: 'email', message: m.accountExists };
  return { message: t || m.unexpectedTryAgain };
}

/** product §8 "Sign-in". */
export function signInErrorMessage(error: unknown): string {
  const t = reported(error);
  if (t === null) return m.unexpectedTryAgain;
  if (mentions(t, 'Invalid login credentials', 'Invalid email or password')) return m.invalidCredentials;
  if (mentions(t, 'Email not confirmed', 'Please verify')) return m.verifyBeforeSignIn;
  return t || m.signInFailed;
}
