import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { CAROUSEL_COUNT, CAROUSEL_INTERVAL_MS, carouselPosition, type CarouselPosition } from '@pt/api';
import { useReducedMotion } from './useReducedMotion';

export interface UseCarouselOptions {
  count?: number;
  intervalMs?: number;
  initialIndex?: number;
}

export type { CarouselPosition };

/**
 * The landing carousel (product §2, §9): advances every 3000 ms and wraps; pauses while the
 * pointer is over it, while keyboard focus is inside it, and under prefers-reduced-motion.
 * Select by clicking an item or a dot. Spread `rootProps`, `itemProps(i)`, `dotProps(i)`.
 */
export function useCarousel({ count = CAROUSEL_COUNT, intervalMs = CAROUSEL_INTERVAL_MS, initialIndex = 0 }: UseCarouselOptions = {}) {
  const [index, setIndex] = useState(initialIndex);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const paused = hovered || focused || reducedMotion;

  useEffect(() => {
    if (paused || count < 2) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(t);
  }, [paused, count, intervalMs, index]);

  const select = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);

  const position = (i: number): CarouselPosition => carouselPosition(i, index, count);

  return {
    index,
    paused,
    select,
    next,
    previous,
    position,
    rootProps: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
      'aria-roledescription': 'carousel',
    },
    itemProps: (i: number) => ({
      onClick: () => select(i),
      'aria-roledescription': 'slide',
      'aria-label': `${i + 1} of ${count}`,
      'aria-hidden': position(i) === 'hidden',
      'data-position': position(i),
    }),
    dotProps: (i: number) => ({
      type: 'button' as const,
      onClick: () => select(i),
      'aria-label': `Show item ${i + 1}`,
      'aria-current': i === index ? (true as const) : undefined,
    }),
  };
}
