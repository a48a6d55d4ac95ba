import { isValidEmail } from '../auth/isValidEmail';
import { messages as m } from '../messages';
import { fieldChecker, type Validation } from '../validation/fieldChecker';
import type { AffiliateApplicationInput, AudienceSize, MarketingChannel } from './types';

export const MIN_EXPERIENCE_LENGTH = 50;
export const MIN_MOTIVATION_LENGTH = 30;
/** The fields an application must fill (product §3); website, social_media and company_name are optional. */
export const REQUIRED_APPLICATION_FIELDS = [
  'full_name', 'email', 'phone', 'location', 'audience_size', 'marketing_channels', 'experience_description', 'motivation',
] as const satisfies readonly (keyof AffiliateApplicationInput)[];

/** The form's values: audience_size may still be unselected (''). */
export interface ApplicationFormValues extends Omit<AffiliateApplicationInput, 'audience_size' | 'marketing_channels'> {
  audience_size: AudienceSize | '';
  marketing_channels: MarketingChannel[];
}

/**
 * product §5 "Affiliate application", all checked at once on submit; the first failing rule per
 * field wins. The value is the request body (buildApplicationPayload). Signed out, the form
 * only says 'Please sign in to submit your application.' (product §8).
 */
export function validateApplication(v: ApplicationFormValues, signedIn = true): Validation<AffiliateApplicationInput, keyof ApplicationFormValues> {
  if (!signedIn) return { ok: false, fieldErrors: {}, message: m.signInToSubmit };
  const check = fieldChecker<keyof ApplicationFormValues>();
  const exp = v.experience_description.trim();
  const mot = v.motivation.trim();
  const audience = v.audience_size;
  check.need('full_name', v.full_name.trim(), m.fullNameRequired);
  check.need('email', v.email.trim(), m.emailRequired);
  check.need('email', isValidEmail(v.email), m.emailInvalid);
  check.need('phone', v.phone.trim(), m.phoneRequired);
  check.need('location', v.location.trim(), m.locationRequired);
  check.need('audience_size', audience, m.audienceRequired);
  check.need('marketing_channels', v.marketing_channels.length, m.channelsRequired);
  check.need('experience_description', exp, m.experienceRequired);
  check.need('experience_description', exp.length >= MIN_EXPERIENCE_LENGTH, m.experienceTooShort);
  check.need('motivation', mot, m.motivationRequired);
  check.need('motivation', mot.length >= MIN_MOTIVATION_LENGTH, m.motivationTooShort);
  // An empty audience size has failed above, so the value is only built with one.
  return check.result(() => buildApplicationPayload({ ...v, audience_size: audience as AudienceSize }));
}

/** The request body: trimmed, with empty optional fields (website, social_media, company_name) omitted. */
export function buildApplicationPayload(v: ApplicationFormValues & { audience_size: AudienceSize }): AffiliateApplicationInput {
  const out = { ...v } as AffiliateApplicationInput;
  for (const k of ['full_name', 'email', 'phone', 'location', 'experience_description', 'motivation', 'website', 'social_media', 'company_name'] as const) {
    const val = v[k]?.trim();
    if (val) out[k] = val;
    else delete out[k];
  }
  return out;
}
