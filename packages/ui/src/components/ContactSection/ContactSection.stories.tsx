import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactSection } from './ContactSection';

const meta = {
  title: 'Marketing/ContactSection',
  component: ContactSection,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(), supportEmail: 'support@example.com' },
} satisfies Meta<typeof ContactSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const FilledAndSent: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByLabelText('First name'), 'Ana');
    await userEvent.type(c.getByLabelText('Last name'), 'Lima');
    await userEvent.type(c.getByLabelText('Email'), 'ana@example.com');
    await userEvent.type(c.getByLabelText('Subject'), 'Plans');
    await userEvent.type(c.getByLabelText('Message'), 'Do you offer team plans?');
    await userEvent.click(c.getByRole('button', { name: 'Send Message' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com', subject: 'Plans', message: 'Do you offer team plans?' });
    await expect(c.getByLabelText('First name')).toHaveValue('Ana');
  },
};
export const Submitting: Story = { args: { submitting: true } };
export const SuccessNotice: Story = { args: { status: { tone: 'success', message: 'Thanks! We will reply within 24 hours.' } } };
export const ErrorNotice: Story = { args: { status: { tone: 'error', message: 'Messages cannot be sent yet. Please e-mail support@example.com.' } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
