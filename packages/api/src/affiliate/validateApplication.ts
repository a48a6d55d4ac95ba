import { isValidEmail } from '../auth/isValidEmail';
import { fieldChecker, type FieldErrors } from '../auth/validateSignUp';
import { messages as m } from '../messages';
import type { AffiliateApplicationInput, AudienceSize, MarketingChannel } from './types';

export const MIN_EXPERIENCE_LENGTH = 50;
export const MIN_MOTIVATION_LENGTH = 30;

/** The form's values: audience_size may still be unselected (''). */
export interface ApplicationFormValues extends Omit<AffiliateApplicationInput, 'audience_size' | 'marketing_channels'> {
  audience_size: AudienceSize | '';
  marketing_channels: MarketingChannel[];
}

/** Spec 5 "Affiliate application", all checked at once on submit; the first failing rule per field wins. */
export function validateApplication(v: ApplicationFormValues): FieldErrors<keyof ApplicationFormValues> {
  const [e, need] = fieldChecker<keyof ApplicationFormValues>();
  const exp = v.experience_description.trim();
  const mot = v.motivation.trim();
  need('full_name', v.full_name.trim(), m.fullNameRequired);
  need('email', v.email.trim(), m.emailRequired);
  need('email', isValidEmail(v.email), m.emailInvalid);
  need('phone', v.phone.trim(), m.phoneRequired);
  need('location', v.location.trim(), m.locationRequired);
  need('audience_size', v.audience_size, m.audienceRequired);
  need('marketing_channels', v.marketing_channels.length, m.channelsRequired);
  need('experience_description', exp, m.experienceRequired);
  need('experience_description', exp.length >= MIN_EXPERIENCE_LENGTH, m.experienceTooShort);
  need('motivation', mot, m.motivationRequired);
  need('motivation', mot.length >= MIN_MOTIVATION_LENGTH, m.motivationTooShort);
  return e;
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
