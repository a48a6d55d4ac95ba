import { parseJsonObject } from '../json/parseJsonObject';
/** The JSON payload of a JWT (no signature check: display and routing only); null when unreadable. */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  try {
    const part = token?.split('.')[1];
    if (!part) return null;
    // atob (WHATWG forgiving base64) needs no padding; base64url only swaps two characters;
    // escape + decodeURIComponent turns the binary string back into UTF-8 text.
    return parseJsonObject(decodeURIComponent(escape(atob(part.replace(/-/g, '+').replace(/_/g, '/')))));
  } catch {
    return null;
  }
}
