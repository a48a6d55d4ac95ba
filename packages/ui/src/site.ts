// Public-site components: header, footer, landing sections, consent banner, status and legal pages.
export { SkipLink, type SkipLinkProps } from './components/SkipLink';
export { SITE_STYLES } from './components/SiteStyles';
export { FloatingNotice, type FloatingNoticeProps } from './components/FloatingNotice';
export { IntroHero, introHeroAccent, type IntroHeroProps, type IntroHeroStore } from './components/IntroHero';
export { StatusScreen, type StatusScreenProps } from './components/StatusScreen';
export { LegalDocument, type LegalDocumentProps, type LegalSection } from './components/LegalDocument';
export { FeatureList, type FeatureListProps, type FeatureItem, type FeatureIcon, type MissionStat } from './components/FeatureList';
export { OfferCard, OfferGrid, type OfferCardProps, type OfferGridProps } from './components/OfferCard';
export { ContactPanel, type ContactPanelProps, type ContactInfo } from './components/ContactPanel';
export { PublicFooter, type PublicFooterProps, type FooterGroup, type FooterEntry } from './components/PublicFooter';
export { ConsentBanner, ConsentPreferences, type ConsentBannerProps, type ConsentPreferencesProps } from './components/ConsentBanner';
export type { LinkRenderProps, RenderLink } from './components/SiteLink';
export { SocialLinks, type SocialLinksProps, type SocialLink, type SocialNetwork } from './components/SocialLinks';
export { SiteHeader, type SiteHeaderProps, type HeaderAuth, type HeaderSection, type MenuAction } from './components/SiteHeader';
export {
  PhoneCarousel, samplePhoneCards,
  type PhoneCarouselProps, type PhoneCard, type PhoneCardStock, type CardPosition, type Trend,
} from './components/PhoneCarousel';
