// The app's own card form of the local test mode (product §11.2), as the e2e suite fills it. The
// build for the suite has no publishable key, so every card form is this one: nothing reaches the
// card provider's script.
import type { Locator, Page } from '@playwright/test';

/** The local test provider's test numbers (@pt/api TEST_CARDS), as a member types them. */
export const TEST_CARD = {
  visa: '4242 4242 4242 4242',
  mastercard: '5555 5555 5555 4444',
  threeDSecure: '4000 0025 0000 3155',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
} as const;

/** A future expiry the card form accepts, as typed. */
export const TEST_EXPIRY = '12 / 30';

/** Fills the card form within `scope` (a form's region, or the page when it has one form). */
export async function fillCard(scope: Page | Locator, number: string, o: { expiry?: string; cvc?: string; name?: string } = {}) {
  await scope.getByRole('textbox', { name: 'Card number' }).fill(number);
  await scope.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill(o.expiry ?? TEST_EXPIRY);
  await scope.getByRole('textbox', { name: 'Security code (CVC)' }).fill(o.cvc ?? '123');
  await scope.getByRole('textbox', { name: 'Name on card' }).fill(o.name ?? 'Ada Lovelace');
}
