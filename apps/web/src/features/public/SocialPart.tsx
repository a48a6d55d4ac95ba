import { SocialLinks } from '@pt/ui/site';
import { socialLinks } from './siteContent';

/** The header's social links: a part of their own, hydrated after the page loads (HeaderPart). */
export function SocialPart() {
  return <SocialLinks links={socialLinks} />;
}
