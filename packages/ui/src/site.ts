// Public-site components: header, footer, landing sections, consent banner, status and legal pages.
export { ButtonLink, type ButtonLinkProps } from './components/ButtonLink';
export { SkipLink, type SkipLinkProps } from './components/SkipLink';
export { HeaderSlot } from './components/HeaderSlot';
export { PageSlot, type PageSlotProps } from './components/PageSlot';
export { SITE_STYLES } from './components/SiteStyles';
export { FloatingNotice, type FloatingNoticeProps } from './components/FloatingNotice';
export { IntroHero, introHeroAccent, type IntroHeroProps, type IntroHeroStore } from './components/IntroHero';
export { StatusScreen, type StatusScreenProps } from './components/StatusScreen';
export { LegalDocument, type LegalDocumentProps, type LegalSection } from './components/LegalDocument';
export { FeatureList, type FeatureListProps, type FeatureItem, type FeatureIcon, type MissionStat } from './components/FeatureList';
export { OfferCard, OfferGrid, type OfferCardProps, type OfferGridProps } from './components/OfferCard';
export { ContactPanel, contactLinkClass, type ContactPanelProps, type ContactInfo } from './components/ContactPanel';
export { PublicFooter, type PublicFooterProps, type FooterGroup, type FooterEntry } from './components/PublicFooter';
export { ConsentBanner, ConsentPreferences, type ConsentBannerProps, type ConsentPreferencesProps } from './components/ConsentBanner';
// Shared public-site building blocks (formerly also exported by the removed `marketing` barrel).
export { defaultRenderLink, type LinkRenderProps, type RenderLink } from './components/SiteLink';
export { Section, Container, type SectionProps, type ContainerProps } from './components/Section';
export { PageHeading, type PageHeadingProps } from './components/PageHeading';
export { SocialLinks, sampleSocialLinks, type SocialLink, type SocialLinksProps, type SocialNetwork } from './components/SocialLinks';
export { SiteHeader, LogoMark, type SiteHeaderProps, type HeaderAuth, type HeaderSection, type MenuAction } from './components/SiteHeader';
export {
  PhoneCarousel, samplePhoneCards,
  type PhoneCarouselProps, type PhoneCard, type PhoneCardStock, type CardPosition, type Trend,
} from './components/PhoneCarousel';
