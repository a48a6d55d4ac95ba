import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';

// Stories render the trigger too, so the open state and focus return can be tried.
function DialogDemo({ defaultOpen = false, triggerLabel = 'Open dialog', ...props }: Omit<DialogProps, 'open'> & { defaultOpen?: boolean; triggerLabel?: string }) {
  const [open, setOpen] = useState(defaultOpen);
  const close = () => {
    setOpen(false);
    props.onClose();
  };
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>{triggerLabel}</Button>
      <Dialog {...props} open={open} onClose={close} footer={props.footer ?? (
        <>
          <Button variant="ghost" onClick={close}>Keep plan</Button>
          <Button variant="danger" onClick={close}>Cancel subscription</Button>
        </>
      )} />
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  parameters: { layout: 'centered' },
  args: {
    open: true,
    onClose: fn(),
    title: 'Cancel your subscription?',
    description: 'You keep Premium until the end of the billing period.',
    children: <p>Your holdings stay safe. Over the free limit of 5 holdings, new ones are paused.</p>,
  },
  render: (args) => <DialogDemo {...args} defaultOpen={args.open} />,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    // The dialog is portalled to <body>; its role=dialog wrapper has no box, so assert on its content.
    const body = within(document.body);
    const title = await body.findByText('Cancel your subscription?');
    await waitFor(() => expect(title).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByText('Cancel your subscription?')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const close = await within(document.body).findByRole('button', { name: 'Close' });
    // The panel fades in; wait for the transition before checking it is shown.
    await waitFor(() => expect(close).toBeVisible());
    // Focus starts on the close button (visible, unlike the panel itself) and is trapped:
    // Shift+Tab wraps to the last action, Tab from there wraps back to the close button.
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab({ shift: true });
    await expect(within(document.body).getByRole('button', { name: 'Cancel subscription' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.click(close);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Open dialog' })).toHaveFocus());
  },
};
export const Small: Story = { args: { size: 'sm', children: undefined, title: 'Sign out?', description: 'You can sign back in any time.' } };
export const Large: Story = {
  args: {
    size: 'lg', title: 'Terms of the affiliate programme', description: undefined,
    children: <div style={{ display: 'grid', gap: 12 }}>{Array.from({ length: 12 }, (_, i) => <p key={i}>Clause {i + 1}: commissions are paid monthly once earnings reach $50.</p>)}</div>,
  },
};
export const WithoutCloseButton: Story = { args: { hideCloseButton: true, title: 'Processing payment…', description: 'Please keep this window open.', children: undefined } };
export const AlertDialog: Story = { args: { role: 'alertdialog' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
