import { describe, expect, it } from 'vitest';
import { cardBrandLabel } from './cardBrandLabel';

describe('cardBrandLabel', () => {
  it('names the card brands, capitalises unknown ones and calls a missing one Card', () => {
    expect(['visa', 'AMEX', 'diners'].map(cardBrandLabel)).toEqual(['Visa', 'American Express', 'Diners Club']);
    expect(cardBrandLabel('elo')).toBe('Elo');
    expect(cardBrandLabel('')).toBe('Card');
  });
});
