import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { isMobileQuery, isPhoneOrTablet } from '@pt/api';

const noop = () => () => undefined;
const readDevice = () => typeof navigator !== 'undefined' && isPhoneOrTablet(navigator.userAgent, navigator.maxTouchPoints ?? 0);

/**
 * Mobile mode (product §4): on when the device is a phone or tablet AND the query has
 * app=true or source=mobile. Always false during server rendering.
 */
export function useMobileMode(): boolean {
  const { search } = useLocation();
  const device = useSyncExternalStore(noop, readDevice, () => false);
  return device && isMobileQuery(search);
}
