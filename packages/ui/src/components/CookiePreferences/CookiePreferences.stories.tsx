import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookiePreferences, CookiePreferencesDialog } from './CookiePreferences';

const meta = {
  title: 'Marketing/CookiePreferences',
  component: CookiePreferences,
  args: { onSave: fn(), onAcceptAll: fn() },
} satisfies Meta<typeof CookiePreferences>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const MarketingOff: Story = { args: { defaultValues: { marketing: false } } };
export const SaveChoices: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('switch', { name: 'Analytics' }));
    await userEvent.click(c.getByRole('button', { name: 'Save Preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith({ essential: true, analytics: false, marketing: true });
  },
};
export const AsDialog: Story = {
  render: (args) => <CookiePreferencesDialog {...args} open onClose={fn()} />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Cookie preferences')).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
