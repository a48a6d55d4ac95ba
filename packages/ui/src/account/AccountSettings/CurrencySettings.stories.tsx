import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CurrencySettings, type CurrencySettingsProps } from './CurrencySettings';

const options = [
  { value: 'AUD', label: 'Australian Dollar (AUD)' }, { value: 'GBP', label: 'British Pound (GBP)' }, { value: 'CAD', label: 'Canadian Dollar (CAD)' },
  { value: 'EUR', label: 'Euro (EUR)' }, { value: 'JPY', label: 'Japanese Yen (JPY)' }, { value: 'CHF', label: 'Swiss Franc (CHF)' }, { value: 'USD', label: 'US Dollar (USD)' },
];
const meta = {
  title: 'Account/CurrencySettings',
  component: CurrencySettings,
  args: { options, value: 'USD', onSave: fn() },
} satisfies Meta<typeof CurrencySettings>;
export default meta;
type Story = StoryObj<typeof meta>;

function Stateful(props: CurrencySettingsProps) {
  const [value, setValue] = useState(props.value);
  const [saved, setSaved] = useState<string | undefined>();
  return <CurrencySettings {...props} value={value} saved={saved} onSave={(code) => { props.onSave(code); setValue(code); setSaved('Default base currency saved'); }} />;
}

/** The saved currency chosen; Save waits for another choice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('combobox', { name: 'Default base currency' })).toHaveValue('USD');
    await expect(c.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
/** Another currency, then Save: saved, and said so. */
export const ChooseAndSave: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.selectOptions(c.getByRole('combobox', { name: 'Default base currency' }), 'EUR');
    await userEvent.click(c.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith('EUR');
    await expect(c.getByRole('status')).toHaveTextContent('Default base currency saved');
    await expect(c.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};
/** Saving. */
export const Saving: Story = { args: { saving: true } };
/** The save failed; the saved value stays. */
export const Failed: Story = { args: { error: 'Failed to save your settings.' } };
/** On a phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
