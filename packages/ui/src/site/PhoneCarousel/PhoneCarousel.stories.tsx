import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneCarousel, type CardPosition, type PhoneCarouselProps } from './PhoneCarousel';
import { samplePhoneCards } from './samplePhoneCards';

// The five cards' positions for each selected card, as the app's carousel rule gives them.
const positionsWhenSelected: readonly (readonly CardPosition[])[] = [
  ['selected', 'next', 'hidden', 'hidden', 'previous'],
  ['previous', 'selected', 'next', 'hidden', 'hidden'],
  ['hidden', 'previous', 'selected', 'next', 'hidden'],
  ['hidden', 'hidden', 'previous', 'selected', 'next'],
  ['next', 'hidden', 'hidden', 'previous', 'selected'],
];

function Stateful(args: PhoneCarouselProps) {
  const [selected, setSelected] = useState(() => args.positions.indexOf('selected'));
  return (
    <PhoneCarousel
      {...args}
      positions={positionsWhenSelected[selected] ?? args.positions}
      onSelect={(i) => {
        setSelected(i);
        args.onSelect(i);
      }}
    />
  );
}

const meta = {
  title: 'Site/PhoneCarousel',
  component: PhoneCarousel,
  args: {
    cards: samplePhoneCards, positions: positionsWhenSelected[0]!, onSelect: fn(),
    onPointerEnter: fn(), onPointerLeave: fn(), onFocus: fn(), onBlur: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(S) => <div style={{ maxWidth: 520, margin: '0 auto' }}><S /></div>],
} satisfies Meta<typeof PhoneCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstCard: Story = {};

export const ThirdCardSelected: Story = { args: { positions: positionsWhenSelected[2]! } };

export const LossCard: Story = { args: { positions: positionsWhenSelected[1]! } };

export const SelectByDot: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show card 4 of 5' }));
    await expect(args.onSelect).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Show card 4 of 5' })).toHaveAttribute('aria-current', 'true');
    await expect(args.onFocus).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(S) => <div style={{ maxWidth: 343, margin: '0 auto' }}><S /></div>],
};
