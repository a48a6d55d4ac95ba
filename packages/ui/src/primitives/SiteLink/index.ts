export { defaultRenderLink, type LinkRenderProps, type RenderLink } from './SiteLink';
