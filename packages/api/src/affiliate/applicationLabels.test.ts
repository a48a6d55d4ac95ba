import { describe, expect, it } from 'vitest';
import { audienceSizeLabel, isAudienceSize, isMarketingChannel, marketingChannelLabel } from './applicationLabels';
import { AUDIENCE_SIZES, MARKETING_CHANNELS } from './types';

describe('application field labels (product §3)', () => {
  it('names every audience size and marketing channel', () => {
    expect(AUDIENCE_SIZES.map(audienceSizeLabel)).toEqual(['Under 1K', '1K-10K', '10K-50K', '50K-100K', '100K-500K', '500K-1M', 'Over 1M']);
    expect(MARKETING_CHANNELS.map(marketingChannelLabel)).toEqual(
      ['Social media', 'YouTube', 'Blog', 'Email', 'Podcast', 'Influencer', 'SEO', 'Paid ads', 'Other'],
    );
  });
  it('shows an unknown value as sent', () => {
    expect(audienceSizeLabel('huge')).toBe('huge');
    expect(marketingChannelLabel('toString')).toBe('toString');
  });
  it('accepts only the listed values', () => {
    expect(isAudienceSize('10k_50k')).toBe(true);
    expect(isAudienceSize('10K-50K')).toBe(false);
    expect(isAudienceSize(5)).toBe(false);
    expect(isMarketingChannel('seo')).toBe(true);
    expect(isMarketingChannel('constructor')).toBe(false);
  });
});
