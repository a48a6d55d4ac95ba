// Disposable e-mail domains come from a maintained list (disposable-email-domains-js, generated from
// the disposable-email-domains project's curated blocklist), loaded on first use: about 9,000
// domains that only the fraud checks need.

let domains: Promise<ReadonlySet<string>> | undefined;

function load(): Promise<ReadonlySet<string>> {
  domains ??= import('disposable-email-domains-js').then((mod) => mod.disposableEmailBlocklistSet());
  return domains;
}

/**
 * The disposable domain an address uses, else null. A subdomain of a listed domain counts
 * (`x.mailinator.com`): such services hand out any subdomain.
 */
export async function disposableDomainOf(email: string): Promise<string | null> {
  const domain = email.trim().toLowerCase().split('@').pop() ?? '';
  if (!domain.includes('.')) return null;
  const list = await load();
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const candidate = labels.slice(i).join('.');
    if (list.has(candidate)) return candidate;
  }
  return null;
}
