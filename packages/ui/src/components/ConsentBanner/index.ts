export { ConsentBanner, ConsentPreferences, type ConsentBannerProps, type ConsentPreferencesProps } from './ConsentBanner';
