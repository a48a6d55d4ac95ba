import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyPanel, type MoneyPanelProps } from './MoneyPanel';

// A EUR portfolio that holds a US ETF and a London share, with euros and dollars in cash (product §10.21, §10.22).
const loaded: MoneyPanelProps = {
  baseCurrency: 'EUR',
  figures: [
    { label: 'Total value', value: '€10,412.55', tone: 'neutral' },
    { label: 'Cash', value: '€4,021.80', tone: 'neutral' },
    { label: 'Net paid in', value: '€10,000.00', tone: 'neutral' },
    { label: 'Price effect', value: '+€389.10', tone: 'positive' },
    { label: 'Currency effect', value: '\u2212€41.25', tone: 'negative' },
    { label: 'Income', value: '+€72.40', tone: 'positive' },
    { label: 'Fees and taxes', value: '\u2212€7.70', tone: 'negative' },
    { label: 'Total return', value: '+€412.55 (+4.13%)', tone: 'positive' },
  ],
  holdings: [
    {
      symbol: 'VOO', name: 'Vanguard S&P 500 ETF', currency: 'USD', quantity: '10', price: '$512.40', valueLocal: '$5,124.00', value: '€4,756.21',
      priceEffect: { label: 'Price effect', value: '+€301.18', tone: 'positive' }, currencyEffect: { label: 'Currency effect', value: '\u2212€39.02', tone: 'negative' }, foreign: true,
    },
    {
      symbol: 'VOD.L', name: 'Vodafone Group', currency: 'GBp', quantity: '2,000', price: '72.5p', valueLocal: '£1,450.00', value: '€1,634.54',
      priceEffect: { label: 'Price effect', value: '+€87.92', tone: 'positive' }, currencyEffect: { label: 'Currency effect', value: '\u2212€2.23', tone: 'negative' }, foreign: true,
    },
  ],
  cash: [
    { currency: 'EUR', balance: '€3,995.10', value: '€3,995.10', currencyGain: { label: 'Currency effect', value: '€0.00', tone: 'neutral' }, foreign: false },
    { currency: 'USD', balance: '$28.75', value: '€26.70', currencyGain: { label: 'Currency effect', value: '\u2212€0.31', tone: 'negative' }, foreign: true },
  ],
};

const meta = {
  title: 'Workspace/MoneyPanel',
  component: MoneyPanel,
  args: loaded,
} satisfies Meta<typeof MoneyPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Money and currencies' })).toBeVisible();
    await expect(c.getByText('Currency effect', { selector: 'dt' })).toBeVisible();
    const holdings = c.getByRole('table', { name: 'Holdings in their currency and in EUR' });
    await expect(within(holdings).getByRole('rowheader', { name: /VOD\.L/ })).toBeVisible();
    await expect(within(holdings).getByText('72.5p')).toBeVisible();
    await expect(within(c.getByRole('table', { name: 'Cash' })).getByText('$28.75')).toBeVisible();
  },
};
/** A rate the market data lacks is said, not hidden. */
export const MissingRate: Story = {
  args: { notes: ['No exchange rate for ZAR: its amounts count as nothing in EUR until one is known.'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/No exchange rate for ZAR/)).toBeVisible();
  },
};
export const NoCash: Story = { args: { cash: [] } };
export const Loading: Story = { args: { loading: true, figures: [], holdings: [], cash: [] } };
export const Failed: Story = {
  args: { error: 'Cash and currencies could not be loaded. Please try again.', onRetry: fn(), figures: [], holdings: [], cash: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const Empty: Story = { args: { figures: [], holdings: [], cash: [] } };
export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };
