import { describe, expect, it } from 'vitest';
import { carouselPosition } from './carouselPosition';
import { LANDING_SECTIONS } from './landingSections';

describe('carouselPosition (product §2)', () => {
  it('puts the neighbours of the selected item either side and hides the rest, wrapping around the ends', () => {
    expect([0, 1, 2, 3, 4].map((i) => carouselPosition(i, 2, 5))).toEqual(['hidden', 'previous', 'selected', 'next', 'hidden']);
    expect([0, 1, 2, 3, 4].map((i) => carouselPosition(i, 0, 5))).toEqual(['selected', 'next', 'hidden', 'hidden', 'previous']);
    expect([0, 1, 2, 3, 4].map((i) => carouselPosition(i, 4, 5))).toEqual(['next', 'hidden', 'hidden', 'previous', 'selected']);
  });
  it('wraps a selected index outside the range', () => {
    expect([0, 1, 2].map((i) => carouselPosition(i, -1, 3))).toEqual(['next', 'previous', 'selected']);
    expect([0, 1, 2].map((i) => carouselPosition(i, 4, 3))).toEqual(['previous', 'selected', 'next']);
  });
  it('has one neighbour with two items and none with one', () => {
    expect([0, 1].map((i) => carouselPosition(i, 0, 2))).toEqual(['selected', 'previous']);
    expect(carouselPosition(0, 0, 1)).toBe('selected');
    expect(carouselPosition(0, 0, 0)).toBe('hidden');
  });
});

describe('LANDING_SECTIONS (product §2)', () => {
  it('lists the header sections in page order', () => {
    expect(LANDING_SECTIONS.map((s) => `${s.id}:${s.label}`)).toEqual(['about:About', 'pricing:Pricing', 'faq:FAQ', 'contact:Contact']);
  });
});
