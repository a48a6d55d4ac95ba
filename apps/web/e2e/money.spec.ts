// Every money movement in a portfolio kept in euros (product §10.21-§10.23): the member creates the
// portfolio in EUR, deposits euros and buys a US ETF through the form, then a London-listed share, a
// dividend net of withholding tax, a 4-for-1 split and a fee; the overview shows the holdings in both
// currencies, the cash, and the return explained line by line. The figures are checked against values
// this test computes itself (shares after the split, the dollars the dividend left, the lines adding up
// to the ending value to the cent). axe at 1280 and 375 px.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInViaStorage } from './helpers/accounts';
import { apiPost, apiSession, expectAccessibleAtBothWidths, toast } from './helpers/workspace';
import { E2E_API_URL } from './ports';

const DAY = 86_400_000;
/** A weekday `n` days or more before today, as the date field writes it. */
function weekdayBefore(n: number): string {
  let d = new Date(Date.now() - n * DAY);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d = new Date(d.getTime() - DAY);
  return d.toISOString().slice(0, 10);
}
/** A signed amount as the page writes it ('+€1,234.50', '−€3.00') to whole cents. */
const cents = (text: string): number => {
  const n = Number(text.replace(/[^\d.]/g, ''));
  return Math.round(n * 100) * (/^[−-]/.test(text.trim()) ? -1 : 1);
};
const form = (page: Page) => page.locator('#add-transaction');

test('a EUR portfolio: deposits, a US ETF and a London share, dividend net of tax, a split and a fee', async ({ page, request }) => {
  test.slow();
  const user = await createVerifiedUser(request);
  await signInViaStorage(page, request, user);

  // The first portfolio, kept in euros.
  await page.goto('/app');
  const firstRun = page.getByRole('region', { name: 'Create your first portfolio' });
  await firstRun.getByLabel('Portfolio name').fill('Euro savings');
  await firstRun.getByLabel('Base currency').selectOption('EUR');
  await firstRun.getByRole('button', { name: 'Create portfolio' }).click();
  await expect(page).toHaveURL(/portfolio=([0-9a-f-]+)/);
  const portfolioId = new URL(page.url()).searchParams.get('portfolio')!;

  // A deposit through the form: Other, then Deposit; the currency is the base's.
  await page.goto(`/app/transactions?portfolio=${portfolioId}#add-transaction`);
  // The type is a radio group: arrow keys move the choice (Buy, Sell, Dividend, Other).
  await form(page).getByRole('radio', { name: 'Buy' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(form(page).getByRole('radio', { name: 'Other' })).toBeChecked();
  await form(page).getByLabel('Kind').selectOption('deposit');
  await expect(form(page).getByLabel('Currency')).toHaveValue('EUR');
  await form(page).getByLabel('Amount').fill('20000');
  await form(page).getByLabel('Date').fill(weekdayBefore(30));
  await form(page).getByRole('button', { name: 'Add transaction' }).click();
  await expect(toast(page, 'Transaction added')).toBeVisible();

  // A buy of the US ETF through the form, with its fee.
  await form(page).getByRole('radio', { name: 'Other' }).focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
  await expect(form(page).getByRole('radio', { name: 'Buy' })).toBeChecked();
  const symbol = form(page).getByRole('combobox', { name: /Symbol/ });
  await symbol.fill('VOO');
  await page.getByRole('option', { name: /^VOO\b/ }).click();
  await form(page).getByLabel('Quantity').fill('10');
  await form(page).getByLabel('Date').fill(weekdayBefore(20));
  await form(page).getByLabel('Price per share').fill('500');
  await form(page).getByLabel('Fee').fill('1');
  await form(page).getByRole('button', { name: 'Add transaction' }).click();
  await expect(toast(page, 'Transaction added').last()).toBeVisible();

  // The rest through the API: a London-listed share, the dividend with its withholding tax, the split, a fee in euros.
  const session = await apiSession(request, user);
  await apiPost(request, session, '/api/transaction', { portfolio_id: portfolioId, type: 'buy', symbol: 'VWRL.L', quantity: 100, price: 100, executed_at: weekdayBefore(19) });
  await apiPost(request, session, '/api/transaction', { portfolio_id: portfolioId, type: 'dividend', symbol: 'VOO', quantity: 10, price: 1.5, tax: 0.23, executed_at: weekdayBefore(10) });
  await apiPost(request, session, '/api/transaction', { portfolio_id: portfolioId, type: 'split', symbol: 'VOO', split_ratio: '4:1', executed_at: weekdayBefore(5) });
  await apiPost(request, session, '/api/transaction', { portfolio_id: portfolioId, type: 'fee', amount: 2.5, executed_at: weekdayBefore(2) });

  // The table writes each row in its own currency.
  await page.reload();
  const table = page.getByRole('table', { name: /Transactions, page 1/ });
  await expect(table.getByRole('row').filter({ hasText: 'Split' })).toContainText('4:1');
  await expect(table.getByRole('row').filter({ hasText: 'Deposit' })).toContainText('€20,000.00');
  await expect(table.getByRole('row').filter({ hasText: 'VWRL.L' })).toContainText('£10,000.00');
  await expect(table.getByRole('row').filter({ hasText: 'Dividend' })).toContainText('Tax $0.23');

  // The overview's money panel: shares after the split, the holding in its currency and in euros, the cash.
  await page.goto(`/app?portfolio=${portfolioId}`);
  // Below the holdings: loaded when the reader scrolls near.
  await page.getByText('Loading cash, currencies and the return explained...').scrollIntoViewIfNeeded();
  const moneyPanel = page.getByRole('region', { name: 'Money and currencies' });
  await moneyPanel.scrollIntoViewIfNeeded();
  const holdings = moneyPanel.getByRole('table', { name: 'Holdings in their currency and in EUR' });
  await expect(holdings).toBeVisible();
  const quoteRes = await request.get(`${E2E_API_URL}/api/stock/quotes?symbols=VOO,VWRL.L`);
  const quotes = new Map(((await quoteRes.json()) as { quotes: { symbol: string; price: number }[] }).quotes.map((q) => [q.symbol, q.price]));
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const gbp = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'GBP' });
  const voo = holdings.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^VOO/ }) });
  await expect(voo).toContainText('40');
  await expect(voo).toContainText(usd.format(Math.round(40 * quotes.get('VOO')! * 100) / 100));
  const vwrl = holdings.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^VWRL\.L/ }) });
  await expect(vwrl).toContainText(gbp.format(Math.round(100 * quotes.get('VWRL.L')! * 100) / 100));
  // The dividend's dollars stay dollars: 10 x $1.50 less $0.23 withheld.
  const cash = moneyPanel.getByRole('table', { name: 'Cash' });
  await expect(cash.getByRole('row').filter({ hasText: 'USD' })).toContainText('$14.77');
  await expect(moneyPanel.getByText('Currency effect', { exact: true }).first()).toBeVisible();

  // The return explained since the start adds up to the ending value to the cent.
  const explained = page.getByRole('region', { name: 'Return explained' });
  await explained.getByRole('radio', { name: '1Y' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(explained.getByRole('radio', { name: 'All' })).toBeChecked();
  const lines = explained.getByRole('list', { name: 'From the starting value to the ending value' });
  await expect(lines.getByText('Deposits')).toBeVisible();
  const rows = await lines.locator(':scope > li').all();
  let total = 0;
  let start = 0;
  let end = 0;
  for (const row of rows) {
    const text = (await row.innerText()).split('\n').map((t) => t.trim()).filter(Boolean);
    const label = text[0]!;
    const amount = text[text.length - 1]!;
    if (label === 'Starting value') start = cents(amount);
    else if (label === 'Ending value') end = cents(amount);
    else total += cents(amount);
  }
  expect(start + total).toBe(end);
  await expect(lines.getByRole('button', { name: /Deposits/ })).toContainText('+€20,000.00');
  // A line opens the transactions behind it.
  await lines.getByRole('button', { name: /Dividends/ }).click();
  await expect(explained.getByRole('table', { name: /Dividends: the transactions/ })).toContainText('Dividend 10 VOO at $1.50');
  await expect(explained.getByText('Money-weighted return', { exact: true })).toBeVisible();
  await expectAccessibleAtBothWidths(page, 'the money panel and the return explained');
});
