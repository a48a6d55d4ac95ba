/** The web app's origin and its localhost / 127.0.0.1 twin. */
export function allowedOrigins(appUrl: string): string[] {
  const out = new Set<string>();
  try {
    const u = new URL(appUrl);
    out.add(u.origin);
    if (u.hostname === 'localhost' || u.hostname === '127.0.0.1') {
      const twin = new URL(u.origin);
      twin.hostname = u.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
      out.add(twin.origin);
    }
  } catch {
    /* an invalid APP_URL allows no cross-origin caller */
  }
  return [...out];
}
