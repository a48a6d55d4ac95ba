/** The provider sends times as Unix seconds; the local tables hold timestamps. */
export const fromUnixSeconds = (unixSeconds: number): Date => new Date(unixSeconds * 1000);
