import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { MailDeliveryTable, type MailDeliveryRow } from './MailDeliveryTable';
import { expectTablesFitPhone } from '../../private/AppShared/phoneStory';

const mails: MailDeliveryRow[] = [
  {
    id: '42', to: 'ada.lovelace@example.com', subject: 'Confirm your e-mail address', kind: 'verify_email', attempts: 1,
    last_error: 'SMTP 550: 5.1.1 <ada.lovelace@example.com>: Recipient address rejected: User unknown', failed_at: '2026-11-27T14:03:00.000Z', created_at: '2026-11-27T14:02:58.000Z',
  },
  {
    id: '17', to: 'payouts-team@example.org', subject: 'Your payout of $88.34 was sent', kind: 'payout_paid', attempts: 8,
    last_error: 'ECONNREFUSED: connect ECONNREFUSED 10.0.0.25:465', failed_at: '2026-11-26T09:41:00.000Z', created_at: '2026-11-26T08:37:00.000Z',
  },
];

const meta = {
  title: 'Admin/MailDeliveryTable',
  component: MailDeliveryTable,
  args: { mails, counts: { pending: 3, failed: 2 }, format: sampleLedgerFormat },
} satisfies Meta<typeof MailDeliveryTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Failed mails with the relay's answer: a wrong address (550) and a relay that could not be reached. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = c.getByRole('row', { name: /ada\.lovelace@example\.com/ });
    await expect(within(row).getByText(/Recipient address rejected/)).toBeVisible();
    await expect(c.getByText('Waiting to be sent:')).toBeVisible();
  },
};
export const Empty: Story = { args: { mails: [], counts: { pending: 0, failed: 0 } } };
export const Loading: Story = { args: { mails: [], counts: undefined, loading: true } };
export const Failed: Story = {
  args: { mails: [], counts: undefined, error: 'Failed to load the e-mail deliveries.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const WithOlder: Story = { args: { hasOlder: true, onLoadOlder: fn() } };
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectTablesFitPhone(canvasElement);
  },
};
