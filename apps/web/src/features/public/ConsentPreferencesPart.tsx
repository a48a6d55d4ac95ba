import { ConsentPreferences, type ConsentPreferencesProps } from '@pt/ui/site';
import { renderRouterLink } from '../../app/renderRouterLink';

/**
 * The cookie preferences dialog, a chunk of its own (Headless UI Dialog + Switch, about 20 KB
 * gzip): ConsentPart loads it only when the visitor opens the preferences.
 */
export function ConsentPreferencesPart(props: Omit<ConsentPreferencesProps, 'open' | 'renderLink'>) {
  return <ConsentPreferences open renderLink={renderRouterLink} {...props} />;
}
