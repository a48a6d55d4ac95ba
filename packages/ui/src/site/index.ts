// @pt/ui/site: the public site (header, footer, landing sections, consent banner, status and legal
// pages), built from the kit's primitives. Explicit named exports.
import '../theme';

export { SkipLink, type SkipLinkProps } from './SkipLink';
export { SITE_STYLES } from './SiteStyles';
export { FloatingNotice, type FloatingNoticeProps } from './FloatingNotice';
export { IntroHero, type IntroHeroProps, type IntroHeroStore } from './IntroHero';
export { StatusScreen, type StatusScreenProps } from './StatusScreen';
export { LegalDocument, type LegalDocumentProps, type LegalSection } from './LegalDocument';
export { FeatureList, type FeatureListProps, type FeatureItem, type FeatureIcon, type MissionStat } from './FeatureList';
export { OfferCard, OfferGrid, type OfferCardProps, type OfferGridProps } from './OfferCard';
export { ContactPanel, type ContactPanelProps, type ContactInfo } from './ContactPanel';
export { PublicFooter, type PublicFooterProps, type FooterGroup, type FooterEntry } from './PublicFooter';
export { ConsentBanner, ConsentPreferences, type ConsentBannerProps, type ConsentPreferencesProps } from './ConsentBanner';
export { SocialLinks, type SocialLinksProps, type SocialLink, type SocialNetwork } from './SocialLinks';
export { SiteHeader, type SiteHeaderProps, type HeaderAuth, type HeaderSection, type MenuAction } from './SiteHeader';
export {
  PhoneCarousel,
  type PhoneCarouselProps, type PhoneCard, type PhoneCardStock, type CardPosition, type Trend,
} from './PhoneCarousel';
