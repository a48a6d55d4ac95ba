import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';

const PHONE_OR_TABLET = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Tablet|Silk|Kindle/i;

/** Whether a user agent is a phone or tablet (iPadOS reports itself as a Mac with touch). */
export function isPhoneOrTablet(userAgent: string, maxTouchPoints = 0): boolean {
  return PHONE_OR_TABLET.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/** Spec 4: query says app=true or source=mobile. */
export function isMobileQuery(search: string): boolean {
  const q = new URLSearchParams(search);
  return q.get('app') === 'true' || q.get('source') === 'mobile';
}

const noop = () => () => undefined;
const readDevice = () => typeof navigator !== 'undefined' && isPhoneOrTablet(navigator.userAgent, navigator.maxTouchPoints ?? 0);

/**
 * Mobile mode (spec 4): on when the device is a phone or tablet AND the query has
 * app=true or source=mobile. Always false during server rendering.
 */
export function useMobileMode(): boolean {
  const { search } = useLocation();
  const device = useSyncExternalStore(noop, readDevice, () => false);
  return device && isMobileQuery(search);
}
