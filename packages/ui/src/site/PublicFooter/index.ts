export { PublicFooter, type PublicFooterProps, type FooterGroup, type FooterEntry } from './PublicFooter';
