import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TestModeNotice } from './TestModeNotice';

const meta = {
  title: 'Billing/TestModeNotice',
  component: TestModeNotice,
  args: {
    cards: [
      { number: '4242 4242 4242 4242', brand: 'Visa', description: 'Succeeds' },
      { number: '5555 5555 5555 4444', brand: 'Mastercard', description: 'Succeeds' },
      { number: '4000 0025 0000 3155', brand: 'Visa', description: 'Asks for a 3-D Secure confirmation' },
      { number: '4000 0000 0000 0002', brand: 'Visa', description: 'Is declined' },
      { number: '4000 0000 0000 9995', brand: 'Visa', description: 'Is saved, then declined for insufficient funds' },
    ],
  },
  decorators: [(S) => <div style={{ maxWidth: 420 }}><S /></div>],
} satisfies Meta<typeof TestModeNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('complementary', { name: 'Test mode' })).toBeVisible();
    await expect(c.getByRole('list', { name: 'Test card numbers' }).querySelectorAll('li')).toHaveLength(5);
    await expect(c.getByText('4242 4242 4242 4242')).toBeVisible();
  },
};

/** At a phone's width every number stays on one line and nothing overflows. */
export const Narrow: Story = {
  decorators: [(S) => <div style={{ maxWidth: 320 }}><S /></div>],
  play: async ({ canvasElement }) => {
    const aside = within(canvasElement).getByRole('complementary', { name: 'Test mode' });
    await expect(aside.scrollWidth).toBeLessThanOrEqual(aside.clientWidth);
  },
};
