import type { Meta, StoryObj } from '@storybook/react-vite';
import { FeatureGrid } from './FeatureGrid';

const meta = {
  title: 'Marketing/FeatureGrid',
  component: FeatureGrid,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Everything your portfolio needs, nothing it does not',
    lead: 'One place for every account, with the numbers that actually matter.',
    mission: {
      title: 'Make serious portfolio insight simple for every investor.',
      body: 'We believe you should not need a spreadsheet, three apps and a finance degree to understand your own money. Portfolio Tracker brings your holdings together and explains how they perform.',
    },
    features: [
      { icon: 'devices', title: 'Cross-platform tracking', description: 'Your portfolio on web, iOS and Android, always in sync.' },
      { icon: 'analytics', title: 'Performance analytics', description: 'Time-weighted returns, allocation and dividends at a glance.' },
      { icon: 'plugins', title: 'Plugin marketplace', description: 'Add screeners, risk metrics and alerts from the marketplace.' },
      { icon: 'clock', title: 'Market data', description: 'Quotes for major exchanges, refreshed through the day.', tag: 'Delayed 15 minutes' },
      { icon: 'portfolio', title: 'Portfolio management', description: 'Group accounts, record trades and track cost basis.' },
      { icon: 'intelligence', title: 'Market intelligence', description: 'News and earnings for what you own, not for everything.' },
    ],
  },
} satisfies Meta<typeof FeatureGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutMission: Story = { args: { mission: undefined } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
