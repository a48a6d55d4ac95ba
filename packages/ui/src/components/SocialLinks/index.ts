export { SocialLinks, type SocialLink, type SocialLinksProps, type SocialNetwork } from './SocialLinks';
