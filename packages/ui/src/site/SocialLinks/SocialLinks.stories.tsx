import type { Meta, StoryObj } from '@storybook/react-vite';
import { SocialLinks } from './SocialLinks';
import { sampleSocialLinks } from './sampleSocialLinks';

const meta = {
  title: 'Site/SocialLinks',
  component: SocialLinks,
  args: { links: sampleSocialLinks },
} satisfies Meta<typeof SocialLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [(S) => <div style={{ background: '#0b1a2e', padding: 24 }}><S /></div>],
};
