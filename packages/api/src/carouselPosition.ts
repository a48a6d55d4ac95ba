/** Where a carousel item sits relative to the selected one (product §2: neighbours half-transparent, the others hidden). */
export type CarouselPosition = 'selected' | 'previous' | 'next' | 'hidden';

/**
 * The position of item `index` while `selectedIndex` is shown, wrapping around the ends: the
 * items either side of the selected one are its neighbours. With two items the other one is
 * 'previous'; with one there are no neighbours. A selected index outside 0..count-1 wraps too.
 */
export function carouselPosition(index: number, selectedIndex: number, count: number): CarouselPosition {
  if (count <= 0) return 'hidden';
  const selected = ((selectedIndex % count) + count) % count;
  if (index === selected) return 'selected';
  if (count > 1 && index === (selected - 1 + count) % count) return 'previous';
  if (count > 2 && index === (selected + 1) % count) return 'next';
  return 'hidden';
}
