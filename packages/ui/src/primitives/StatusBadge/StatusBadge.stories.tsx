import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta: Meta<typeof StatusBadge> = {
  title: 'Primitives/StatusBadge',
  component: StatusBadge,
};
export default meta;
type Story = StoryObj<typeof StatusBadge>;

const row = { display: 'flex', gap: 8, flexWrap: 'wrap' as const, alignItems: 'center' };

// The labels and tones are the ones the SDK's status views give.
export const Warning: Story = {
  args: { label: 'Pending Review', tone: 'warning' },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByText('Pending Review')).toBeVisible(); },
};
export const Success: Story = { args: { label: 'Approved', tone: 'success' } };
export const Danger: Story = { args: { label: 'Rejected', tone: 'danger' } };
export const Info: Story = { args: { label: 'Trialing', tone: 'info' } };
export const Neutral: Story = { args: { label: 'Inactive', tone: 'neutral' } };
export const Medium: Story = { args: { label: 'Active', tone: 'success', size: 'md' } };
export const AllTones: Story = {
  args: { label: 'Pending Review', tone: 'warning' },
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={row}>
        <StatusBadge label="Pending Review" tone="warning" />
        <StatusBadge label="Approved" tone="success" />
        <StatusBadge label="Rejected" tone="danger" />
        <StatusBadge label="Trialing" tone="info" />
        <StatusBadge label="incomplete" tone="neutral" />
      </div>
      <div style={row}>
        <StatusBadge label="Paid" tone="success" size="md" />
        <StatusBadge label="Past Due" tone="danger" size="md" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Past Due')).toBeVisible();
    await expect(c.getByText('incomplete')).toBeVisible();
  },
};
