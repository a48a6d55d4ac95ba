// A value that follows its input once typing pauses, so a search box asks the server once per pause
// instead of once per key press.
import { useEffect, useState } from 'react';

/** The search pause used by the dashboard's tables, as the stock search's. */
export const SEARCH_DEBOUNCE_MS = 250;

export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
