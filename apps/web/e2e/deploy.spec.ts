// What a deployment adds (product §15), end to end: sign-up's verification mail is read from the
// test SMTP server the API sent it to (not the dev mailbox), in text and HTML, and its link
// verifies; the chart assistant's answer comes from a model (a local server speaking the OpenAI
// chat completions API) and streams into the page as it is written, then carries the figures it
// quotes and the month's allowance. Axe at 1280 and 375 px on the new states.
import { expect, test } from './fixtures';
import { createVerifiedUser, newUser } from './helpers/accounts';
import { apiPost, apiSession, expectAccessibleAtBothWidths, withConsent, WIDE, PHONE } from './helpers/workspace';
import { signInViaStorage } from './helpers/accounts';
import { E2E_API_URL, E2E_SMTP_READ_URL } from './ports';

interface Arrived { from: string; to: string[]; subject: string; text: string; html: string }

const pct1 = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

test.describe('a deployment: mail over SMTP and the assistant on a model', () => {
  test.beforeEach(async ({ page }) => {
    await withConsent(page);
    await page.setViewportSize(WIDE);
  });

  test('sign-up’s verification mail arrives over SMTP, in the product’s look, and its link verifies', async ({ page, request }) => {
    const user = newUser('smtp');
    await page.goto('/signup');
    // Labels end with '*' on required fields.
    const control = (label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`));
    await control('Full Name').fill(user.fullName);
    await control('Email').fill(user.email);
    await control('Password').fill(user.password);
    await control('Confirm Password').fill(user.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Account created successfully! Please check your email to verify your account.').first()).toBeVisible();

    let mail: Arrived | undefined;
    await expect.poll(async () => {
      const res = await request.get(`${E2E_SMTP_READ_URL}/messages?to=${encodeURIComponent(user.email)}`);
      mail = ((await res.json()) as { messages: Arrived[] }).messages.find((m) => m.subject === 'Confirm your e-mail address');
      return Boolean(mail);
    }, { message: 'the verification mail at the SMTP server' }).toBe(true);
    expect(mail!.from).toContain('no-reply@portfoliotracker.test');
    expect(mail!.text).toContain(`Hello ${user.fullName},`);
    const link = /https?:\/\/\S+access_token=\S+/.exec(mail!.text)![0];
    expect(mail!.html).toContain('Confirm e-mail address');
    expect(mail!.html).toContain(link.replace(/&/g, '&amp;'));

    // The HTML as a mail client shows it, at a phone's width and a desktop's.
    for (const [size, name] of [[PHONE, 'phone'], [WIDE, 'wide']] as const) {
      const preview = await page.context().newPage();
      await preview.setViewportSize(size);
      await preview.setContent(mail!.html);
      await expect(preview.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeVisible();
      await preview.screenshot({ path: test.info().outputPath(`verification-mail-${name}.png`), fullPage: true });
      await preview.close();
    }

    const url = new URL(link);
    await page.goto(`/verify-email${url.search}`);
    await expect(page.getByRole('heading', { name: 'Email Verified Successfully!' })).toBeVisible();
  });

  test('the assistant’s answer streams in from the model, then cites its figures and the allowance', async ({ page, request }) => {
    test.setTimeout(120_000);
    const user = await createVerifiedUser(request, newUser('model'));
    const session = await apiSession(request, user);
    await apiPost(request, session, '/api/subscription/create-subscription', { plan_id: 'premium', billing_cycle: 'monthly', payment_provider: 'stripe', payment_method_id: 'pm_card_visa' });
    const portfolio = await apiPost<{ id: string }>(request, session, '/api/portfolio', { name: 'Model picks' });
    for (const [symbol, quantity, price] of [['AAPL', 4, 150], ['MSFT', 1, 300], ['KO', 3, 55]] as const) {
      await apiPost(request, session, '/api/transaction', { portfolio_id: portfolio.id, symbol, type: 'buy', quantity, price, executed_at: '2024-03-01' });
    }
    const quotes = (await (await request.get(`${E2E_API_URL}/api/stock/quotes?symbols=AAPL,MSFT,KO`)).json()) as { quotes: { symbol: string; price: number }[] };
    const price = new Map(quotes.quotes.map((q) => [q.symbol, q.price]));
    const values = [['AAPL', 4], ['MSFT', 1], ['KO', 3]].map(([s, n]) => ({ symbol: s as string, value: (n as number) * price.get(s as string)! }));
    const total = values.reduce((s, v) => s + v.value, 0);
    const largest = values.sort((a, b) => b.value - a.value)[0]!;

    await signInViaStorage(page, request, user);
    await page.goto('/app/assistant');
    await expect(page.getByRole('heading', { level: 1, name: 'Chart assistant' })).toBeVisible();
    await expect(page.getByText('Answers come from an AI model that reads only your portfolio figures', { exact: false })).toBeVisible();
    await expect(page.getByText('0 of 100 questions used this month', { exact: false })).toBeVisible();

    await page.getByRole('textbox', { name: 'Your question' }).fill('What is my largest holding?');
    await page.keyboard.press('Enter');
    const conversation = page.getByRole('region', { name: 'Conversation' });
    // Part of the answer shows while the rest is still being written.
    await expect(conversation.getByText(`Your largest holding is ${largest.symbol}`, { exact: false })).toBeVisible();
    await expect(conversation).toHaveAttribute('aria-busy', 'true');
    await page.screenshot({ path: test.info().outputPath('assistant-streaming-wide.png') });

    const answer = conversation.getByRole('listitem').filter({ hasText: 'What is my largest holding?' });
    await expect(answer).toContainText(`${pct1.format(largest.value / total)} of your portfolio, worth ${usd.format(largest.value)}`);
    await expect(answer).toContainText(`All together your holdings are worth ${usd.format(total)}`);
    await expect(conversation).not.toHaveAttribute('aria-busy', 'true');
    const figures = answer.getByRole('definition');
    await expect(figures.first()).toBeVisible();
    await expect(answer.getByRole('term').filter({ hasText: `Weight of ${largest.symbol}` })).toBeVisible();
    await expect(page.getByText('1 of 100 questions used this month', { exact: false })).toBeVisible();
    await expectAccessibleAtBothWidths(page, 'assistant, a model’s answer');
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: test.info().outputPath('assistant-answer-phone.png'), fullPage: true });
  });
});
