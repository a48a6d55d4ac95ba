// Fixed copy of the public site that is not a rule: social profiles and footer links.
import { brand } from '@pt/api';
import type { SocialLink } from '@pt/ui/site';

export const socialLinks: SocialLink[] = [
  { network: 'image', href: brand.social.instagram, label: `${brand.name} on Instagram` },
  { network: 'message', href: brand.social.x, label: `${brand.name} on X` },
  { network: 'video', href: brand.social.tiktok, label: `${brand.name} on TikTok` },
];
