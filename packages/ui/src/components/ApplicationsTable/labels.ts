// Display names of the application's enumerated fields (spec 3).
const audience: Record<string, string> = {
  under_1k: 'Under 1K', '1k_10k': '1K-10K', '10k_50k': '10K-50K', '50k_100k': '50K-100K',
  '100k_500k': '100K-500K', '500k_1m': '500K-1M', over_1m: 'Over 1M',
};
const channels: Record<string, string> = {
  social_media: 'Social media', youtube: 'YouTube', blog: 'Blog', email: 'Email', podcast: 'Podcast',
  influencer: 'Influencer', seo: 'SEO', paid_ads: 'Paid ads', other: 'Other',
};

export function audienceLabel(value: string): string {
  return audience[value] ?? value;
}

export function channelLabel(value: string): string {
  return channels[value] ?? value;
}
