// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageList } from './pageList';

describe('pageList', () => {
  it('lists every page up to seven, then the ends and the neighbours of the current page', () => {
    expect(pageList(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageList(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(pageList(1, 12)).toEqual([1, 2, 3, 4, 'gap', 12]);
    expect(pageList(12, 12)).toEqual([1, 'gap', 9, 10, 11, 12]);
  });
});
