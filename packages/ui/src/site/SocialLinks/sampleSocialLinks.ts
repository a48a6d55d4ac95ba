import type { SocialLink } from './SocialLinks';

/** Placeholder profiles for stories and demos. */
export const sampleSocialLinks: SocialLink[] = [
  { network: 'image', href: 'https://example.com/photos', label: 'Portfolio Tracker on the photo network' },
  { network: 'message', href: 'https://example.com/posts', label: 'Portfolio Tracker on the short-message network' },
  { network: 'video', href: 'https://example.com/videos', label: 'Portfolio Tracker on the video network' },
];
