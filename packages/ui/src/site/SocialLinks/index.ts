export { SocialLinks, type SocialLink, type SocialLinksProps, type SocialNetwork } from './SocialLinks';
export { sampleSocialLinks } from './sampleSocialLinks';
