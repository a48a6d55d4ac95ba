// The affiliate application's enumerated fields (product §3): what the server accepts and how each
// value is shown, in the form's options and on the admin screens.
import { AUDIENCE_SIZES, MARKETING_CHANNELS, type AudienceSize, type MarketingChannel } from './types';

const audienceSizeLabels: Readonly<Record<AudienceSize, string>> = {
  under_1k: 'Under 1K', '1k_10k': '1K-10K', '10k_50k': '10K-50K', '50k_100k': '50K-100K',
  '100k_500k': '100K-500K', '500k_1m': '500K-1M', over_1m: 'Over 1M',
};

const marketingChannelLabels: Readonly<Record<MarketingChannel, string>> = {
  social_media: 'Social media', youtube: 'YouTube', blog: 'Blog', email: 'Email', podcast: 'Podcast',
  influencer: 'Influencer', seo: 'SEO', paid_ads: 'Paid ads', other: 'Other',
};

export const isAudienceSize = (value: unknown): value is AudienceSize =>
  typeof value === 'string' && (AUDIENCE_SIZES as readonly string[]).includes(value);

export const isMarketingChannel = (value: unknown): value is MarketingChannel =>
  typeof value === 'string' && (MARKETING_CHANNELS as readonly string[]).includes(value);

/** '10k_50k' -> '10K-50K'; a value the product does not know is shown as sent. */
export const audienceSizeLabel = (value: string): string => (isAudienceSize(value) ? audienceSizeLabels[value] : value);

/** 'paid_ads' -> 'Paid ads'; a value the product does not know is shown as sent. */
export const marketingChannelLabel = (value: string): string => (isMarketingChannel(value) ? marketingChannelLabels[value] : value);
