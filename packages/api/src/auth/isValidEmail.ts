/**
 * The spec's "simple address pattern" (product §5.2, §16.2): something@something.something, no
 * spaces. The sign-up and sign-in validators and the server's e-mail fields read this one pattern.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `email`, trimmed, is shaped like an address. */
export const isValidEmail = (email: string): boolean => EMAIL_PATTERN.test(email.trim());
