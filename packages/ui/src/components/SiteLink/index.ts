export { defaultRenderLink, cx, type LinkRenderProps, type RenderLink } from './SiteLink';
