// When a network counts as suspicious. A network is a client address (a keyed hash of it).

/** An applicant's network is shared when at least this many other accounts signed up from it ... */
export const SHARED_NETWORK_SIGNUPS = 3;
/** ... within this many days before the application. */
export const SHARED_NETWORK_WINDOW_DAYS = 30;

/** A burst: at least this many counted clicks on the affiliate's links from the customer's network ... */
export const CLICK_BURST = 20;
/** ... or at least this many sign-ups from it (the customer's included) ... */
export const SIGNUP_BURST = 5;
/** ... within this many hours (clicks: before the referral; sign-ups: either side of the customer's). */
export const BURST_WINDOW_HOURS = 24;
