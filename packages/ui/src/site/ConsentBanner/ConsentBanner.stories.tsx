import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConsentBanner } from './ConsentBanner';
import { ConsentPreferences } from './ConsentPreferences';

const meta = {
  title: 'Site/ConsentBanner',
  component: ConsentBanner,
  args: { onAcceptAll: fn(), onEssentialOnly: fn(), onCustomize: fn(), onClose: fn() },
} satisfies Meta<typeof ConsentBanner>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Banner: Story = {};
export const Preferences: Story = {
  render: (args) => <ConsentPreferences open onClose={args.onClose} onSave={fn()} onAcceptAll={args.onAcceptAll} />,
};
