import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRobotsNoindex } from './useRobotsNoindex';

const robots = () => document.head.querySelectorAll('meta[name="robots"][content="noindex"]');

describe('useRobotsNoindex', () => {
  it('asks search engines not to index the page while it is mounted, and only then', () => {
    expect(robots()).toHaveLength(0);
    const { unmount } = renderHook(() => useRobotsNoindex());
    expect(robots()).toHaveLength(1);
    unmount();
    expect(robots()).toHaveLength(0);
  });
});
