import { describe, expect, it } from 'vitest';
import { collectPages } from './collectPages';
import type { Page } from './types';

const pages: Record<string, Page<number>> = {
  '': { items: [1, 2], next_cursor: 'a', has_more: true, limit: 2 },
  a: { items: [3, 4], next_cursor: 'b', has_more: true, limit: 2 },
  b: { items: [5], next_cursor: null, has_more: false, limit: 2 },
};

describe('collectPages', () => {
  it('reads every page in order, each with the cursor the one before gave', async () => {
    const asked: (string | null)[] = [];
    const all = await collectPages(async (cursor) => { asked.push(cursor); return pages[cursor ?? '']!; });
    expect(all).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([null, 'a', 'b']);
  });

  it('stops when a page repeats its cursor or the guard is reached', async () => {
    const stuck: Page<number> = { items: [1], next_cursor: 'x', has_more: true, limit: 1 };
    expect(await collectPages(async () => stuck)).toEqual([1, 1]);
    expect(await collectPages(async (c) => ({ ...stuck, next_cursor: `${c ?? ''}x` }), 3)).toEqual([1, 1, 1]);
  });
});
