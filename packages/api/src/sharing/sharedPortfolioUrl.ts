/** The app's page of a shared portfolio: `/shared/{token}`; it needs no sign-in. */
export const SHARED_PORTFOLIO_PATH = '/shared';

export const sharedPortfolioPath = (token: string): string => `${SHARED_PORTFOLIO_PATH}/${encodeURIComponent(token)}`;

/** The link a member copies: the app's URL (no trailing slash) and the page of the token. */
export const sharedPortfolioUrl = (appUrl: string, token: string): string => `${appUrl.replace(/\/+$/, '')}${sharedPortfolioPath(token)}`;
