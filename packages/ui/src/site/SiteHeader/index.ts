export { SiteHeader, LogoMark, type SiteHeaderProps, type HeaderAuth, type HeaderSection, type MenuAction } from './SiteHeader';
