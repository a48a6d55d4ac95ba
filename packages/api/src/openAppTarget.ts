import { appLink } from './appLink';

/** The web workspace: portfolios, holdings and transactions in the browser. */
export const WORKSPACE_PATH = '/app';

/** Where "Open App" leads: the installed app through its link, or a page of this site. */
export type OpenAppTarget = { kind: 'mobile-app'; href: string } | { kind: 'web'; href: string };

/**
 * "Open App" opens the installed app only in mobile mode (product §4: a phone or tablet that came
 * from the app). Anywhere else a custom-scheme link does nothing, so it opens the web workspace.
 */
export const openAppTarget = (mobileMode: boolean): OpenAppTarget =>
  mobileMode ? { kind: 'mobile-app', href: appLink('') } : { kind: 'web', href: WORKSPACE_PATH };
