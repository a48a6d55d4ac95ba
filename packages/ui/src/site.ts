// Public-site page sections added by the public-site work (issue 7).
export { ButtonLink, type ButtonLinkProps } from './components/ButtonLink';
export { SkipLink, type SkipLinkProps } from './components/SkipLink';
export { HeaderSlot } from './components/HeaderSlot';
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
// Committed kit components the marketing barrel does not export yet (same bindings, so no clash when it does).
export { SiteHeader, defaultSections, type SiteHeaderProps, type HeaderAuth, type HeaderSection, type MenuAction } from './components/SiteHeader';
export { PhoneCarousel, getCardPosition, samplePhoneCards, type PhoneCarouselProps, type PhoneCard } from './components/PhoneCarousel';
export { Section, Container, type SectionProps, type ContainerProps } from './components/Section';
export { PageHeading, type PageHeadingProps } from './components/PageHeading';
export { SocialLinks, type SocialLink, type SocialLinksProps } from './components/SocialLinks';
export { type LinkRenderProps, type RenderLink } from './components/SiteLink';
