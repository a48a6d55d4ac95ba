// What Pro sells, end to end against the reference API: a member with a few buys meets the plan's
// prompt, subscribes to Pro with the test card, shares a portfolio (the public page opens signed
// out with weights and returns in percent, no amount, noindex; revoked, it says so), asks the
// chart assistant a suggested question and a typed one (the answer carries figures this test
// computes from the API's quotes), and creates an API token that reads the portfolio, is refused
// a write and stops working once revoked. Keyboard alone where the member types; axe at 1280 and
// 375 px on every new screen state.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { createVerifiedUser, signInViaStorage } from './helpers/accounts';
import { tabAndPress, typeInto } from './helpers/keyboard';
import { apiPost, apiSession, expectAccessibleAtBothWidths, subscribeWithTestCard, toast, withConsent, WIDE } from './helpers/workspace';
import { E2E_API_URL } from './ports';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** The public page's percentages (two decimals) and the assistant's weights (one decimal). */
const pct2 = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const pct1 = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

const BUYS = [
  { symbol: 'AAPL', quantity: 4, price: 150 },
  { symbol: 'MSFT', quantity: 1, price: 300 },
  { symbol: 'KO', quantity: 3, price: 55 },
] as const;

interface Quote { symbol: string; price: number }
/** Each holding's value and weight at the API's delayed quotes, largest first. */
async function expectedFigures(request: APIRequestContext) {
  const res = await request.get(`${E2E_API_URL}/api/stock/quotes?symbols=${BUYS.map((b) => b.symbol).join(',')}`);
  expect(res.ok(), await res.text()).toBe(true);
  const quotes = new Map(((await res.json()) as { quotes: Quote[] }).quotes.map((q) => [q.symbol, q.price]));
  const values = BUYS.map((b) => ({ symbol: b.symbol, value: b.quantity * quotes.get(b.symbol)! }));
  const total = values.reduce((s, v) => s + v.value, 0);
  const holdings = values.map((v) => ({ ...v, weight: v.value / total })).sort((a, b) => b.weight - a.weight);
  return { total, holdings, largest: holdings[0]! };
}

test.describe('what Pro sells', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
    await page.setViewportSize(WIDE);
  });

  test('a member subscribes to Pro, shares a portfolio, asks the assistant and reads the portfolio with an API token', async ({ page, request, browser }) => {
    test.setTimeout(180_000);
    const user = await createVerifiedUser(request);
    const session = await apiSession(request, user);
    const portfolio = await apiPost<{ id: string; name: string }>(request, session, '/api/portfolio', { name: 'Pro picks' });
    for (const b of BUYS) {
      await apiPost(request, session, '/api/transaction', { portfolio_id: portfolio.id, symbol: b.symbol, type: 'buy', quantity: b.quantity, price: b.price, executed_at: '2024-03-01' });
    }
    const figures = await expectedFigures(request);
    await signInViaStorage(page, request, user);

    // Free: each Pro page shows the plan's prompt, naming Pro and linking to the plans with it preselected.
    await page.goto(`/app/api?portfolio=${portfolio.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'API access' })).toBeVisible();
    await expect(page.getByText('API access is part of the Pro plan', { exact: false })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'API access, Free plan');
    await page.goto(`/app/assistant?portfolio=${portfolio.id}`);
    await expect(page.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/payment-demo?plan=premium#plan-premium');
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page, 'assistant, Free plan');
    await page.goto(`/app/sharing?portfolio=${portfolio.id}`);
    await expect(page).toHaveTitle('Sharing and friends · Portfolio Tracker');
    await expect(page.getByRole('heading', { level: 1, name: 'Sharing and friends' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sharing', exact: true })).toHaveAttribute('aria-current', 'page');
    const seePro = page.getByRole('link', { name: 'See Pro' });
    await expect(seePro).toHaveAttribute('href', '/payment-demo?plan=pro#plan-pro');
    await expect(page.getByRole('button', { name: 'Create public link' })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page, 'sharing, Free plan');

    // Pro, paid with the local test card at its checkout.
    await seePro.click();
    await expect(page).toHaveURL(/\/payment-demo\?plan=pro#plan-pro$/);
    await expect(page.getByRole('article', { name: 'Pro plan' })).toBeFocused();
    await subscribeWithTestCard(page, 'Pro');

    // Share: the link, by keyboard.
    await page.goto(`/app/sharing?portfolio=${portfolio.id}`);
    await tabAndPress(page, page.getByRole('button', { name: 'Create public link' }), 'Create public link');
    await expect(toast(page, 'Share link created')).toBeVisible();
    const linkField = page.getByRole('textbox', { name: 'Public link' });
    await expect(linkField).toHaveValue(/\/shared\/[A-Za-z0-9_-]{20,}$/);
    const url = await linkField.inputValue();
    await expect(page.getByText('Shared', { exact: true })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'sharing, link created');

    // Signed out, in a fresh browser: the name, weights and returns in percent, no amount, noindex.
    const visitor = await browser.newContext();
    const pub = await visitor.newPage();
    await withConsent(pub);
    await pub.setViewportSize(WIDE);
    await pub.goto(url);
    await expect(pub.getByRole('heading', { level: 1, name: 'Pro picks' })).toBeVisible();
    await expect(pub).toHaveTitle('Pro picks (shared) · Portfolio Tracker');
    await expect(pub.getByText('Shared read-only')).toBeVisible();
    const holdings = pub.getByRole('table', { name: 'Holdings by weight, with their returns' });
    for (const h of figures.holdings) {
      const row = holdings.getByRole('row').filter({ hasText: h.symbol });
      await expect(row).toContainText(pct2.format(h.weight));
    }
    await expect(pub.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    // The charts' data tables open too (each toggle becomes 'Hide data table').
    const showTable = pub.getByRole('button', { name: 'Show data table' });
    while ((await showTable.count()) > 0) await showTable.first().click();
    const text = await pub.evaluate(() => `${document.body.innerText}\n${document.querySelector('main')?.textContent ?? ''}`);
    expect(text).toContain('%');
    expect(text, 'no amount on the public page').not.toContain('$');
    await expectAccessibleAtBothWidths(pub, 'public page');

    // Revoked: the link says it is no longer shared.
    await tabAndPress(page, page.getByRole('button', { name: 'Revoke link' }), 'Revoke link');
    await page.getByRole('button', { name: 'Revoke link' }).last().click();
    await expect(page.getByRole('button', { name: 'Create public link' })).toBeVisible();
    await pub.reload();
    await expect(pub.getByRole('heading', { level: 1, name: 'This link is no longer shared' })).toBeVisible();
    await expect(pub).toHaveTitle('Link no longer shared · Portfolio Tracker');
    await expect(pub.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);
    await expectAccessibleAtBothWidths(pub, 'public page, revoked');
    await visitor.close();

    // The assistant: a suggested question, then a typed one; the answers carry the portfolio's own figures.
    await page.getByRole('link', { name: 'Assistant', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chart assistant' })).toBeVisible();
    // The e2e API answers through a model (the fake model server; product §15.3): the page says so.
    await expect(page.getByText('Answers come from an AI model that reads only your portfolio figures', { exact: false })).toBeVisible();
    // The assistant answers from all the member's portfolios: no portfolio switcher here.
    await expect(page.getByRole('button', { name: /^Manage / })).toHaveCount(0);
    await expectAccessibleAtBothWidths(page, 'assistant, no question yet');
    await tabAndPress(page, page.getByRole('button', { name: 'What is my largest holding?' }), 'suggested question');
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await expect(conversation).toContainText(`Your largest holding is ${figures.largest.symbol}`);
    await expect(conversation).toContainText(`${pct1.format(figures.largest.weight)} of your portfolio`);
    await expect(conversation).toContainText(usd.format(figures.total));
    await typeInto(page, page.getByRole('textbox', { name: 'Your question' }), 'What is my total return?', 'the question');
    await page.keyboard.press('Enter');
    await expect(conversation.getByText('What is my total return?')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('');
    await expect(conversation.getByRole('listitem').filter({ hasText: 'What is my total return?' })).toContainText(usd.format(figures.total));
    await expectAccessibleAtBothWidths(page, 'assistant, two answers');
    // The conversation is kept for the session.
    await page.reload();
    await expect(conversation).toContainText(`Your largest holding is ${figures.largest.symbol}`);

    // API access: a failing list says so with Try again, never a blank area.
    let failTokens = true;
    await page.route(/\/api\/tokens\/?$/, (route) => (failTokens && route.request().method() === 'GET'
      ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"database unavailable"}' })
      : route.fallback()));
    await page.getByRole('link', { name: 'API access', exact: true }).click();
    const tokensFailed = page.getByRole('alert').filter({ hasText: 'Failed to load your API tokens.' });
    await expect(tokensFailed).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'API access, the list failed');
    failTokens = false;
    await tokensFailed.getByRole('button', { name: 'Try again' }).click();

    // A token, shown once, that reads the portfolio and cannot write.
    await expect(page.getByText('No API tokens yet')).toBeVisible();
    await expect(page.getByLabel('curl example')).toContainText(`${E2E_API_URL}/api/portfolio/`);
    await typeInto(page, page.getByRole('textbox', { name: 'Token name' }), 'Spreadsheet', 'token name');
    await page.keyboard.press('Enter');
    const tokenField = page.getByRole('textbox', { name: 'Your new token' });
    await expect(tokenField).toHaveValue(/^pt_/);
    await expect(page.getByText('Copy this token now: it will not be shown again.')).toBeVisible();
    const token = await tokenField.inputValue();
    await expectAccessibleAtBothWidths(page, 'API access, token created');
    const auth = { Authorization: `Bearer ${token}` };
    const read = await request.get(`${E2E_API_URL}/api/portfolio`, { headers: auth });
    expect(read.ok(), await read.text()).toBe(true);
    expect(((await read.json()) as { id: string; name: string }[]).map((p) => p.name)).toContain('Pro picks');
    const write = await request.post(`${E2E_API_URL}/api/portfolio`, { headers: auth, data: { name: 'Not allowed' } });
    expect(write.status()).toBe(403);
    // Shown once: after a reload only its name and dates remain.
    await page.reload();
    await expect(page.getByText('Spreadsheet', { exact: true })).toBeVisible();
    await expect(tokenField).toHaveCount(0);
    await tabAndPress(page, page.getByRole('button', { name: 'Revoke token Spreadsheet' }), 'Revoke token');
    // The list drops the token at once (optimistic); the token is dead once the server's DELETE answered.
    const revoked = page.waitForResponse((r) => r.request().method() === 'DELETE' && /\/api\/tokens\/[^/]+\/?$/.test(new URL(r.url()).pathname));
    await page.getByRole('button', { name: 'Revoke token', exact: true }).click();
    await expect(page.getByText('No API tokens yet')).toBeVisible();
    expect((await revoked).ok()).toBe(true);
    const after = await request.get(`${E2E_API_URL}/api/portfolio`, { headers: auth });
    expect(after.status()).toBe(401);
  });

  test('friends: a request by user id, accepted, and the friend’s shared portfolio opens from the list', async ({ page, request, browser }) => {
    test.setTimeout(120_000);
    const owner = await createVerifiedUser(request);
    const friend = await createVerifiedUser(request);
    const ownerSession = await apiSession(request, owner);
    const signin = await request.post(`${E2E_API_URL}/api/auth/signin`, { data: { email: friend.email, password: friend.password } });
    const friendId = ((await signin.json()) as { user: { id: string } }).user.id;
    const portfolio = await apiPost<{ id: string }>(request, ownerSession, '/api/portfolio', { name: 'Friend picks' });
    await apiPost(request, ownerSession, '/api/transaction', { portfolio_id: portfolio.id, symbol: 'MSFT', type: 'buy', quantity: 2, price: 300, executed_at: '2024-03-01' });

    // The owner is on Pro and shares the portfolio (the sharing screen itself is the test above).
    await signInViaStorage(page, request, owner);
    await page.goto('/app/sharing');
    await page.getByRole('link', { name: 'See Pro' }).click();
    await expect(page.getByRole('article', { name: 'Pro plan' })).toBeFocused();
    await subscribeWithTestCard(page, 'Pro');
    await apiPost(request, ownerSession, `/api/portfolio/${portfolio.id}/share`, {});

    // The owner asks by the friend's user id, typed.
    await page.goto('/app/sharing');
    await typeInto(page, page.getByRole('textbox', { name: "Friend's user id" }), friendId, "friend's user id");
    await page.keyboard.press('Enter');
    await expect(page.getByText('Friend request sent. You become friends once they accept.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sent by you' })).toContainText(friendId);
    await expect(page.getByRole('textbox', { name: "Friend's user id" })).toHaveValue('');
    await expectAccessibleAtBothWidths(page, 'friends, request sent');

    // The friend accepts by keyboard and sees the owner's shared portfolio.
    const other = await browser.newContext();
    const friendPage = await other.newPage();
    await withConsent(friendPage);
    await friendPage.setViewportSize(WIDE);
    await signInViaStorage(friendPage, request, friend);
    await friendPage.goto('/app/sharing');
    const asking = friendPage.getByRole('list', { name: 'Asking you' });
    await expect(asking).toContainText(owner.fullName);
    // Without a portfolio of their own there is nothing to share yet, and the way to make one.
    await expect(friendPage.getByText('Nothing to share yet')).toBeVisible();
    await expect(friendPage.getByRole('link', { name: 'Go to the overview' })).toHaveAttribute('href', '/app');
    await expectAccessibleAtBothWidths(friendPage, 'friends, a request asking you');
    await tabAndPress(friendPage, asking.getByRole('button', { name: `Accept ${owner.fullName}` }), 'Accept');
    await expect(friendPage.getByText(owner.email)).toBeVisible();
    const shared = friendPage.getByRole('list', { name: 'Shared portfolios' }).getByRole('link', { name: 'Friend picks' });
    await expect(shared).toHaveAttribute('href', /\/shared\/[A-Za-z0-9_-]{20,}$/);
    await expectAccessibleAtBothWidths(friendPage, 'friends, accepted with a shared portfolio');
    await shared.click();
    await expect(friendPage.getByRole('heading', { level: 1, name: 'Friend picks' })).toBeVisible();
    await other.close();
  });
});
