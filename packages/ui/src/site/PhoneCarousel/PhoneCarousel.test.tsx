import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhoneCarousel, type CardPosition } from './PhoneCarousel';
import { samplePhoneCards } from './samplePhoneCards';

const positions = () => samplePhoneCards.map((_, i) => screen.getByTestId(`phone-card-${i}`).getAttribute('data-position'));

const second: CardPosition[] = ['previous', 'selected', 'next', 'hidden', 'hidden'];
const first: CardPosition[] = ['selected', 'next', 'hidden', 'hidden', 'previous'];
const fourth: CardPosition[] = ['hidden', 'hidden', 'previous', 'selected', 'next'];

describe('PhoneCarousel', () => {
  it('shows only the selected card to assistive tech and marks its dot current', () => {
    render(<PhoneCarousel cards={samplePhoneCards} positions={second} onSelect={() => {}} />);
    expect(positions()).toEqual(second);
    expect(screen.getByRole('group', { name: /2 of 5: Tech growth/ })).toBeVisible();
    expect(screen.queryByRole('group', { name: /1 of 5/ })).toBeNull();
    expect(screen.getByText('$48,210.55')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show card 2 of 5' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show card 1 of 5' })).not.toHaveAttribute('aria-current');
  });

  it('moves positions when the parent changes the selection', () => {
    const { rerender } = render(<PhoneCarousel cards={samplePhoneCards} positions={first} onSelect={() => {}} />);
    expect(positions()).toEqual(first);
    rerender(<PhoneCarousel cards={samplePhoneCards} positions={fourth} onSelect={() => {}} />);
    expect(positions()).toEqual(fourth);
    expect(screen.getByRole('button', { name: 'Show card 4 of 5' })).toHaveAttribute('aria-current', 'true');
  });

  it('selects through a dot or a click on a neighbour card', async () => {
    const onSelect = vi.fn();
    render(<PhoneCarousel cards={samplePhoneCards} positions={first} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show card 3 of 5' }));
    expect(onSelect).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByTestId('phone-card-1'));
    expect(onSelect).toHaveBeenLastCalledWith(1);
  });

  it('reports pointer and focus so the parent can pause', async () => {
    const onPointerEnter = vi.fn();
    const onFocus = vi.fn();
    render(<PhoneCarousel cards={samplePhoneCards} positions={first} onSelect={() => {}} onPointerEnter={onPointerEnter} onFocus={onFocus} />);
    await userEvent.hover(screen.getByRole('region', { name: 'App preview' }));
    expect(onPointerEnter).toHaveBeenCalled();
    await userEvent.tab();
    expect(onFocus).toHaveBeenCalled();
  });
});
