// product §4 "mobile mode": a phone or tablet AND a query with app=true or source=mobile.

const PHONE_OR_TABLET = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|Tablet|Silk|Kindle/i;

/** Whether a user agent is a phone or tablet (iPadOS reports itself as a Mac with touch). */
export const isPhoneOrTablet = (userAgent: string, maxTouchPoints = 0): boolean =>
  PHONE_OR_TABLET.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);

/** The query asks for mobile mode: app=true or source=mobile. */
export const isMobileQuery = (search: string): boolean => {
  const q = new URLSearchParams(search);
  return q.get('app') === 'true' || q.get('source') === 'mobile';
};
