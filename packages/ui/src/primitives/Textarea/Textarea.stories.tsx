import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  args: { label: 'Marketing experience', placeholder: 'Tell us how you reach your audience…' },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}><Story /></div>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCounter: Story = {
  args: { showCount: true, minLength: 50, hint: 'At least 50 characters.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Marketing experience'), 'YouTube');
    await expect(canvas.getByText('7 characters (at least 50)')).toBeVisible();
  },
};
export const WithMaxLength: Story = { args: { showCount: true, maxLength: 500, defaultValue: 'I run a finance newsletter.' } };
export const WithError: Story = { args: { defaultValue: 'Too short', error: 'Please write at least 50 characters.', required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Submitted on Nov 21, 2026' } };
