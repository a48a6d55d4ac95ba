import { brand } from '@pt/api';

/** A link that opens the mobile app: `${brand.appScheme}${path}` (e.g. portfoliotracker://signin). */
export const appLink = (path: string, params?: Record<string, string>): string => {
  const q = params ? new URLSearchParams(params).toString() : '';
  return `${brand.appScheme}${path.replace(/^\/+/, '')}${q ? `?${q}` : ''}`;
};

/** Leaves the page for a URL (an app link); replaceable in tests through the options of the hooks. */
export const assignLocation = (href: string): void => {
  if (typeof window !== 'undefined') window.location.assign(href);
};
