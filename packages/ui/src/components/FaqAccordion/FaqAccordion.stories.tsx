import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FaqAccordion } from './FaqAccordion';
import { sampleFaq } from './sampleFaq';

const meta = {
  title: 'Marketing/FaqAccordion',
  component: FaqAccordion,
  parameters: { layout: 'fullscreen' },
  args: { items: sampleFaq, onOpenChange: fn() },
} satisfies Meta<typeof FaqAccordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {};
export const FirstOpen: Story = { args: { defaultOpenIndex: 0 } };
export const ControlledThirdOpen: Story = { args: { openIndex: 2 } };
export const OpenThenClose: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const q = c.getByRole('button', { name: 'How does the free trial work?' });
    await userEvent.click(q);
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(c.getByRole('button', { name: 'Can I cancel anytime?' }));
    await expect(q).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(c.getByRole('button', { name: 'Can I cancel anytime?' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(null);
  },
};
export const Mobile: Story = { args: { defaultOpenIndex: 1 }, globals: { viewport: { value: 'mobile', isRotated: false } } };
