export { SITE_STYLES } from './SiteStyles';
