import { brand } from './brand';

/** A link that opens the mobile app: `${brand.appScheme}${path}` (e.g. portfoliotracker://signin?status=success). */
export const appLink = (path: string, params?: Record<string, string>): string => {
  const q = new URLSearchParams(params).toString();
  return brand.appScheme + path.replace(/^\/+/, '') + (q ? `?${q}` : '');
};
