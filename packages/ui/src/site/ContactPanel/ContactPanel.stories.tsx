import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactPanel } from './ContactPanel';

const meta = {
  title: 'Site/ContactPanel',
  component: ContactPanel,
  args: {
    info: [{ title: 'Support', text: 'We answer within 24 hours.' }, { title: 'Live chat', text: 'Mon-Fri 9AM-6PM EST' }],
    submittedNotice: 'This form does not send messages yet. Please e-mail support@example.com.',
  },
} satisfies Meta<typeof ContactPanel>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText(/first name/i), 'Ada');
    await userEvent.type(c.getByLabelText(/last name/i), 'Lovelace');
    await userEvent.type(c.getByLabelText(/^email/i), 'ada@example.com');
    await userEvent.type(c.getByLabelText(/subject/i), 'Hello');
    await userEvent.type(c.getByLabelText(/message/i), 'A question');
    await userEvent.click(c.getByRole('button', { name: /send message/i }));
    await expect(c.getByText(/does not send messages yet/)).toBeVisible();
    await expect(c.getByLabelText(/first name/i)).toHaveValue('Ada');
  },
};
