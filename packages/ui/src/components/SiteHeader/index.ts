export { SiteHeader, LogoMark, defaultSections, type SiteHeaderProps, type HeaderAuth, type HeaderSection, type MenuAction } from './SiteHeader';
