// What an affiliate may see of a customer's e-mail address: enough to tell customers apart, not
// enough to contact them.

/**
 * `john.doe@gmail.com` -> `j***@g***.com`: the first character of the local part and of the domain's
 * first label, then `***`, and the domain's last label (the top-level domain) as written in lower
 * case. An address without a usable domain is `***`; one without a dot in its domain keeps no
 * top-level domain (`j***@l***`).
 */
export function maskEmail(email: string): string {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at < 1 || at === value.length - 1) return '***';
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.').filter(Boolean);
  const first = labels[0];
  if (!first) return '***';
  const tld = labels.length > 1 ? `.${labels[labels.length - 1]}` : '';
  return `${[...local][0]}***@${[...first][0]}***${tld}`;
}
