import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { AuditLogTable } from './AuditLogTable';
import { auditEntries } from './auditFixtures';
import { expectTablesFitPhone } from '../../private/AppShared/phoneStory';

const meta = {
  title: 'Admin/AuditLogTable',
  component: AuditLogTable,
  args: { entries: auditEntries.slice(0, 2), format: sampleLedgerFormat, hasOlder: true, onLoadOlder: fn() },
} satisfies Meta<typeof AuditLogTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const row = c.getByRole('row', { name: /Payout marked paid/ });
    await expect(within(row).getByText('WISE-2026-11-0042')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Load older' })).toBeVisible();
  },
};
/** Load older, as the page appends the next page. */
export const LoadOlder: Story = {
  render: function Render(args) {
    const [count, setCount] = useState(2);
    return <AuditLogTable {...args} entries={auditEntries.slice(0, count)} hasOlder={count < auditEntries.length} onLoadOlder={() => setCount((n) => n + 2)} />;
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Load older' }));
    await expect(c.getByRole('row', { name: /Invoice refunded/ })).toBeVisible();
    await expect(c.getByText('System')).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Load older' })).toBeNull();
  },
};
export const LoadingOlder: Story = { args: { loadingOlder: true } };
export const OlderFailed: Story = {
  args: { error: 'Failed to load the audit log.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('row', { name: /Commission voided/ })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const AllLoaded: Story = { args: { entries: auditEntries, hasOlder: false } };
export const Empty: Story = { args: { entries: [], hasOlder: false } };
export const Loading: Story = { args: { entries: [], loading: true } };
export const Error: Story = { args: { entries: [], hasOlder: false, error: 'Failed to load the audit log.', onRetry: fn() } };
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectTablesFitPhone(canvasElement);
  },
};
