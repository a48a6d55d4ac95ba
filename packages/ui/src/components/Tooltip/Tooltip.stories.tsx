import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { InfoIcon } from '../Icon';
import { Tooltip, TooltipProvider } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
  args: { content: 'Market data is delayed by 15 minutes', children: <Button variant="outline">Quotes</Button> },
  decorators: [(Story) => <div style={{ padding: '64px 16px' }}><Story /></div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const OpenOnHover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Quotes' }));
    // Opens after the 700 ms delay.
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('delayed by 15 minutes'), { timeout: 1500 });
  },
};
export const OpenOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Quotes' })).toHaveAccessibleDescription('Market data is delayed by 15 minutes');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
export const Bottom: Story = {
  args: { placement: 'bottom' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    // It fades in over a few frames.
    await waitFor(() => expect(within(canvasElement).getByRole('tooltip')).toBeVisible());
  },
};
export const IconTrigger: Story = {
  args: {
    content: 'Commission plus discount can be at most 50%',
    children: (
      <button type="button" aria-label="About commission" style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: 44, height: 44, border: 'none', background: 'transparent', cursor: 'help' }}>
        <InfoIcon size={20} />
      </button>
    ),
  },
};
export const Group: Story = {
  render: () => (
    <TooltipProvider>
      <div style={{ display: 'flex', gap: 12 }}>
        <Tooltip content="Copy your referral link"><Button variant="outline">Copy</Button></Tooltip>
        <Tooltip content="Share on social media"><Button variant="outline">Share</Button></Tooltip>
        <Tooltip content="Download the QR code"><Button variant="outline">QR code</Button></Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('Copy your referral link'), { timeout: 1500 });
    await userEvent.unhover(canvas.getByRole('button', { name: 'Copy' }));
    // Moving on within 300 ms skips the delay.
    await userEvent.hover(canvas.getByRole('button', { name: 'Share' }));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent('Share on social media');
  },
};
export const Disabled: Story = { args: { disabled: true } };
