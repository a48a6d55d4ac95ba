import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RiskRules, type RiskRuleItem } from './RiskRules';

const concentrated: RiskRuleItem[] = [
  { id: 'largest_position', status: 'warn', title: 'Largest position', detail: 'AAPL is 34.2 % of the portfolio, above 25.0 %: bad news about one company would hit a large part of your money.' },
  { id: 'holding_count', status: 'pass', title: 'Number of holdings', detail: 'You hold 5 positions, at least 5: a loss in one of them is cushioned by the others.' },
  { id: 'concentration', status: 'warn', title: 'Concentration', detail: 'Your money is spread as if over 4.1 equal positions (Herfindahl index 0.24, above 0.20): a few holdings decide your results.' },
];
const balanced: RiskRuleItem[] = [
  { id: 'largest_position', status: 'pass', title: 'Largest position', detail: 'Your largest position, VOO, is 18.4 % of the portfolio, within 25.0 %: no single company decides your results.' },
  { id: 'holding_count', status: 'pass', title: 'Number of holdings', detail: 'You hold 9 positions, at least 5: a loss in one of them is cushioned by the others.' },
  { id: 'concentration', status: 'pass', title: 'Concentration', detail: 'Your money is spread as if over 7.6 equal positions (Herfindahl index 0.13, at most 0.20): no few holdings decide your results.' },
];

const meta = {
  title: 'Workspace/RiskRules',
  component: RiskRules,
  args: { rules: concentrated, description: 'At the delayed quotes of Nov 21, 2026, 3:45 PM.' },
} satisfies Meta<typeof RiskRules>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each rule says pass or warning in words and with its icon, never by colour alone. */
export const SomeWarnings: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('1 of 3 checks pass')).toBeVisible();
    const items = within(c.getByRole('list', { name: 'Risk check' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(within(items[0]!).getByRole('heading', { name: 'Largest position' })).toBeVisible();
    await expect(within(items[0]!).getByText('Warning')).toBeVisible();
    await expect(within(items[1]!).getByText('Pass')).toBeVisible();
  },
};
export const AllPass: Story = {
  args: { rules: balanced },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 of 3 checks pass')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { rules: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to check yet')).toBeVisible();
  },
};
export const Loading: Story = { args: { rules: [], loading: true } };
export const Error: Story = {
  args: { rules: [], error: 'Failed to load the risk check.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
