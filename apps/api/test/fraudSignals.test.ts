// The pure parts of the fraud signals: the disposable-domain list and e-mail identity.
import { describe, expect, it } from 'vitest';
import { disposableDomainOf } from '../src/affiliate/fraud/disposableDomains';
import { mailbox, sameOwnerReason } from '../src/affiliate/fraud/emailIdentity';

describe('disposable e-mail domains (the maintained list, loaded on first use)', () => {
  it('finds listed domains and their subdomains, in any case; ordinary providers are not listed', async () => {
    expect(await disposableDomainOf('someone@mailinator.com')).toBe('mailinator.com');
    expect(await disposableDomainOf('someone@Inbox.MAILINATOR.com')).toBe('mailinator.com');
    expect(await disposableDomainOf('someone@guerrillamail.com')).toBe('guerrillamail.com');
    for (const ok of ['a@gmail.com', 'a@outlook.com', 'a@example.com', 'a@localhost', 'no-at-sign']) expect(await disposableDomainOf(ok)).toBeNull();
  });
});

describe('e-mail identity', () => {
  it('one mailbox however it is written: case, +tags, and dots at Gmail only', () => {
    expect(mailbox('J.O.Hn+promo@GoogleMail.com')).toEqual({ name: 'john', domain: 'gmail.com' });
    expect(mailbox('j.ohn+x@example.com')).toEqual({ name: 'j.ohn', domain: 'example.com' });
  });
  it('the same mailbox, or the same name of four characters or more at another domain, is the same owner', () => {
    expect(sameOwnerReason('john.doe@gmail.com', 'JohnDoe+2@gmail.com')).toContain('own mailbox');
    expect(sameOwnerReason('johndoe@gmail.com', 'johndoe@yahoo.com')).toContain('(johndoe) at another domain');
    expect(sameOwnerReason('ann@gmail.com', 'ann@yahoo.com')).toBeNull();
    expect(sameOwnerReason('john@example.com', 'jane@example.com')).toBeNull();
  });
});
