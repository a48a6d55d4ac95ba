import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureList } from './FeatureList';

const meta = {
  title: 'Site/FeatureList',
  component: FeatureList,
  args: {
    mission: { title: 'Our mission', text: 'Make every investor see their whole portfolio clearly.', stats: [{ value: '3', label: 'platforms' }, { value: '15 min', label: 'data delay' }, { value: '14 days', label: 'free trial' }] },
    features: [
      { icon: 'devices', title: 'Cross-platform tracking', text: 'Phone, tablet and web stay in sync.' },
      { icon: 'chart', title: 'Performance analytics', text: 'Returns, allocation and risk at a glance.' },
      { icon: 'clock', title: 'Market data', text: 'Quotes delayed by 15 minutes.' },
    ],
  },
} satisfies Meta<typeof FeatureList>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
