import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLedgerFormat } from '../../private/LedgerShared/storyFixtures';
import { SimulatorResult } from '../SimulatorResult';
import { SimulatorForm } from './SimulatorForm';

const meta = {
  title: 'Affiliate/SimulatorForm',
  component: SimulatorForm,
  args: {
    users: 10, format: sampleLedgerFormat, commissionRate: 30, maxCommission: 50, includeMilestoneBonuses: false,
    onUsersChange: fn(), onCommissionRateChange: fn(), onIncludeMilestoneBonusesChange: fn(),
  },
  decorators: [(S) => <div style={{ maxWidth: 720 }}><S /></div>],
} satisfies Meta<typeof SimulatorForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('switch', { name: 'Include milestone bonuses' }));
    await expect(args.onIncludeMilestoneBonusesChange).toHaveBeenCalledWith(true);
  },
};
export const BonusesOn: Story = { args: { includeMilestoneBonuses: true } };
export const WithCalculate: Story = { args: { onSubmit: fn() } };
export const Errors: Story = { args: { commissionRate: 70, errors: { commissionRate: 'Commission must be between 0 and 50%.' } } };

/** Form and results together, as on the Simulator tab. */
export const WithResult: Story = {
  render: function Render() {
    const [users, setUsers] = useState(10);
    const [rate, setRate] = useState(30);
    const [bonus, setBonus] = useState(false);
    const monthly = users * 29.99 * (rate / 100);
    const fmt = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <SimulatorForm users={users} onUsersChange={setUsers} commissionRate={rate} maxCommission={50} onCommissionRateChange={setRate}
          includeMilestoneBonuses={bonus} onIncludeMilestoneBonusesChange={setBonus} format={sampleLedgerFormat} />
        <SimulatorResult items={[
          { label: 'Conversions', value: String(Math.round(users * 0.05 * 10) / 10) },
          { label: 'Monthly commission', value: fmt(monthly) },
          { label: 'Milestone bonuses', value: fmt(bonus ? 50 : 0) },
          { label: 'Yearly total', value: fmt(monthly * 12 + (bonus ? 50 : 0)), emphasis: true },
        ]} />
      </div>
    );
  },
};
