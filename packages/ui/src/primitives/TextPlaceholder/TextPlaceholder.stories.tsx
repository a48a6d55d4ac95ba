import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextPlaceholder } from './TextPlaceholder';

const meta = {
  title: 'Primitives/TextPlaceholder',
  component: TextPlaceholder,
  args: { sample: 'The portfolio went from $12,345.67 on Nov 21, 2025 to $13,579.24 on Nov 21, 2026.' },
} satisfies Meta<typeof TextPlaceholder>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Grey bars as wide as the sample, one a line, in a 200 px column; the real text below for comparison. */
export const Default: Story = {
  render: (args) => (
    <div style={{ width: 200, display: 'flex', flexDirection: 'column', gap: 16 }}>
      <p data-testid="placeholder"><TextPlaceholder {...args} /></p>
      <p data-testid="text">{args.sample}</p>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await canvasElement.ownerDocument.fonts.ready;
    // Same lines, so the text takes exactly the placeholder's room when it arrives.
    await expect(c.getByTestId('placeholder').getBoundingClientRect().height).toBe(c.getByTestId('text').getBoundingClientRect().height);
    await expect(c.getByTestId('text').getBoundingClientRect().height).toBeGreaterThan(40);
    // Hidden from assistive technology: the loading region says it is loading.
    await expect(c.getByTestId('placeholder').firstElementChild).toHaveAttribute('aria-hidden', 'true');
  },
};
