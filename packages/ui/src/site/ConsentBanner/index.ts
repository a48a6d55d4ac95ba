export { ConsentBanner, type ConsentBannerProps } from './ConsentBanner';
export { ConsentPreferences, type ConsentPreferencesProps } from './ConsentPreferences';
