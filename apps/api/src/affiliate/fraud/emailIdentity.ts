// Whether two e-mail addresses belong to one person, as far as the addresses show it.

/** Providers that ignore dots in the name (j.o.hn@gmail.com is john@gmail.com). */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The mailbox an address delivers to: lower case, without a `+tag`, without dots where the provider ignores them. */
export function mailbox(email: string): { name: string; domain: string } {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  let domain = value.slice(at + 1);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  let name = value.slice(0, at).split('+')[0] ?? '';
  if (DOTLESS_DOMAINS.has(domain)) name = name.replace(/\./g, '');
  return { name, domain };
}

/** A name this short (or shorter) is too common to mean one person on different domains. */
const MIN_SHARED_NAME_LENGTH = 4;

/**
 * Why `customer` looks like the affiliate's own address, else null: the same mailbox written
 * differently (a `+tag`, dots at Gmail, letter case), or the same name of at least four characters
 * at another domain.
 */
export function sameOwnerReason(affiliate: string, customer: string): string | null {
  const a = mailbox(affiliate);
  const c = mailbox(customer);
  if (!a.name || !c.name) return null;
  if (a.name === c.name && a.domain === c.domain) return "The customer's e-mail address is the affiliate's own mailbox";
  if (a.name === c.name && a.name.length >= MIN_SHARED_NAME_LENGTH) return `The customer's e-mail has the affiliate's name (${a.name}) at another domain`;
  return null;
}
