// Public-site components: header, footer, landing sections, cookie banner, error screens.
export { defaultRenderLink, type LinkRenderProps, type RenderLink } from './components/SiteLink';
export { Section, Container, type SectionProps, type ContainerProps } from './components/Section';
export { PageHeading, type PageHeadingProps } from './components/PageHeading';
export { SocialLinks, sampleSocialLinks, type SocialLink, type SocialLinksProps, type SocialNetwork } from './components/SocialLinks';
export { SiteHeader, LogoMark, defaultSections, type SiteHeaderProps, type HeaderAuth, type HeaderSection, type MenuAction } from './components/SiteHeader';
export { SiteFooter, defaultQuickLinks, type SiteFooterProps, type FooterLink } from './components/SiteFooter';
export { Hero, heroHighlightClass, type HeroProps, type StoreBadge } from './components/Hero';
export {
  PhoneCarousel, getCardPosition, samplePhoneCards,
  type PhoneCarouselProps, type PhoneCard, type PhoneCardStock, type CardPosition, type Trend,
} from './components/PhoneCarousel';
export { FeatureGrid, type FeatureGridProps, type Feature, type FeatureGridIcon } from './components/FeatureGrid';
export { PricingCard, type PricingCardProps, type PricingDiscount } from './components/PricingCard';
export { PricingSection, type PricingSectionProps } from './components/PricingSection';
export { FaqAccordion, type FaqAccordionProps, type FaqItem } from './components/FaqAccordion';
export { ContactSection, type ContactSectionProps, type ContactValues, type ContactStatus } from './components/ContactSection';
export { CookieBanner, type CookieBannerProps } from './components/CookieBanner';
export {
  CookiePreferences, CookiePreferencesDialog,
  type CookiePreferencesProps, type CookiePreferencesDialogProps, type CookieChoices,
} from './components/CookiePreferences';
export { GuardNotice, type GuardNoticeProps } from './components/GuardNotice';
export { NotFoundScreen, type NotFoundScreenProps } from './components/NotFoundScreen';
export { ErrorScreen, type ErrorScreenProps } from './components/ErrorScreen';
export { LegalPage, type LegalPageProps, type LegalPageSection } from './components/LegalPage';
export { SuccessBanner, type SuccessBannerProps } from './components/SuccessBanner';
