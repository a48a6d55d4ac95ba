export { SiteFooter, defaultQuickLinks, type SiteFooterProps, type FooterLink } from './SiteFooter';
