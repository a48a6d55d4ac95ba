export { CookiePreferences, CookiePreferencesDialog, type CookiePreferencesProps, type CookiePreferencesDialogProps, type CookieChoices } from './CookiePreferences';
