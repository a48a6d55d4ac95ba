import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PhoneCarousel, type PhoneCarouselProps } from './PhoneCarousel';
import { samplePhoneCards } from './samplePhoneCards';

function Stateful(args: PhoneCarouselProps) {
  const [selected, setSelected] = useState(args.selectedIndex);
  return (
    <PhoneCarousel
      {...args}
      selectedIndex={selected}
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
    cards: samplePhoneCards, selectedIndex: 0, onSelect: fn(),
    onPointerEnter: fn(), onPointerLeave: fn(), onFocus: fn(), onBlur: fn(),
  },
  render: (args) => <Stateful {...args} />,
  decorators: [(S) => <div style={{ maxWidth: 520, margin: '0 auto' }}><S /></div>],
} satisfies Meta<typeof PhoneCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstCard: Story = {};

export const ThirdCardSelected: Story = { args: { selectedIndex: 2 } };

export const LossCard: Story = { args: { selectedIndex: 1 } };

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
