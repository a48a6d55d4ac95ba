import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { disposableEmail, networkBurst, selfReferral } from '../../private/LedgerShared/storyFixtures';
import { FraudFlags } from './FraudFlags';

const meta = {
  title: 'Internals/FraudFlags',
  component: FraudFlags,
  args: { flags: [selfReferral, disposableEmail] },
} satisfies Meta<typeof FraudFlags>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Fraud signals' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('Self-referral')).toBeVisible();
    await expect(within(list).getByText(selfReferral.reason)).toBeVisible();
  },
};
export const OneFlag: Story = { args: { flags: [networkBurst] } };
/** In a dialog: the larger text. */
export const Medium: Story = { args: { flags: [selfReferral, disposableEmail, networkBurst], size: 'md' } };
/** A code the app has no label for is shown as sent. */
export const UnknownCode: Story = {
  args: { flags: [{ code: 'velocity_check', reason: 'Three cards tried within a minute.' }] },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).getByText('velocity_check')).toBeVisible(); },
};
export const NoFlags: Story = {
  args: { flags: [] },
  play: async ({ canvasElement }) => { await expect(within(canvasElement).queryByRole('list')).toBeNull(); },
};
export const Mobile: Story = { args: Medium.args, globals: { viewport: { value: 'small', isRotated: false } } };
