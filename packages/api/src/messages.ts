import { affiliateMessages } from './affiliate/affiliateMessages';
import { authMessages } from './auth/authMessages';
import { subscriptionMessages } from './subscription/subscriptionMessages';

/** Every fixed user-facing text of spec 5 and 8, by name. */
export const messages = { ...authMessages, ...affiliateMessages, ...subscriptionMessages } as const;
export type MessageKey = keyof typeof messages;
