import { describe, expect, it } from 'vitest';
import { portfolioAfterRemoval, selectPortfolio } from './portfolioSelection';

const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('portfolio selection', () => {
  it('shows the portfolio the page names, else the first', () => {
    expect(selectPortfolio(list, 'b')).toEqual({ id: 'b' });
    expect(selectPortfolio(list, 'gone')).toEqual({ id: 'a' });
    expect(selectPortfolio(list, null)).toEqual({ id: 'a' });
    expect(selectPortfolio([], 'a')).toBeNull();
  });

  it('moves to the next portfolio after a deletion, else the one before', () => {
    expect(portfolioAfterRemoval(list, 'b')).toEqual({ id: 'c' });
    expect(portfolioAfterRemoval(list, 'c')).toEqual({ id: 'b' });
    expect(portfolioAfterRemoval([{ id: 'a' }], 'a')).toBeNull();
    expect(portfolioAfterRemoval(list, 'x')).toEqual({ id: 'a' });
  });
});
