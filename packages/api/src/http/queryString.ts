/** `?a=1&b=x` from the set fields of a query, in their order (undefined, null and '' left out); '' when none. */
export function queryString(query: object = {}): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}
