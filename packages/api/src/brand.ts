// The one place that names the product. Nothing else hard-codes these values.
export const brand = {
  name: 'Portfolio Tracker',
  /** Lower-case, no spaces: storage keys and the app's link scheme derive from it. */
  slug: 'portfoliotracker',
  /** Custom scheme that opens the mobile app. */
  appScheme: 'portfoliotracker://',
  /** Default base for shareable affiliate links when no app URL is known. */
  productionSiteUrl: 'https://portfoliotracker.app',
  social: {
    instagram: 'https://www.instagram.com/portfoliotracker',
    x: 'https://x.com/portfoliotracker',
    tiktok: 'https://www.tiktok.com/@portfoliotracker',
  },
  supportEmail: 'support@portfoliotracker.app',
  salesEmail: 'sales@portfoliotracker.app',
} as const;

export type Brand = typeof brand;
