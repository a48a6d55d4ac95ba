import { isValidEmail } from '../auth/isValidEmail';
import type { FieldErrors } from '../auth/validateSignUp';
import { affiliateMessages as m } from './affiliateMessages';
import type { AffiliateApplicationInput, AudienceSize, MarketingChannel } from './types';

export const MIN_EXPERIENCE_LENGTH = 50;
export const MIN_MOTIVATION_LENGTH = 30;

/** The form's values: audience_size may still be unselected (''). */
export interface ApplicationFormValues extends Omit<AffiliateApplicationInput, 'audience_size' | 'marketing_channels'> {
  audience_size: AudienceSize | '';
  marketing_channels: MarketingChannel[];
}

/** Spec 5 "Affiliate application", all checked at once on submit. */
export function validateApplication(v: ApplicationFormValues): FieldErrors<keyof ApplicationFormValues> {
  const e: FieldErrors<keyof ApplicationFormValues> = {};
  if (!v.full_name.trim()) e.full_name = m.applicationFullName;
  if (!v.email.trim()) e.email = m.applicationEmail;
  else if (!isValidEmail(v.email)) e.email = m.applicationEmailInvalid;
  if (!v.phone.trim()) e.phone = m.applicationPhone;
  if (!v.location.trim()) e.location = m.applicationLocation;
  if (!v.audience_size) e.audience_size = m.applicationAudience;
  if (v.marketing_channels.length === 0) e.marketing_channels = m.applicationChannels;
  const exp = v.experience_description.trim();
  if (!exp) e.experience_description = m.applicationExperience;
  else if (exp.length < MIN_EXPERIENCE_LENGTH) e.experience_description = m.applicationExperienceShort;
  const mot = v.motivation.trim();
  if (!mot) e.motivation = m.applicationMotivation;
  else if (mot.length < MIN_MOTIVATION_LENGTH) e.motivation = m.applicationMotivationShort;
  return e;
}

/** The request body: trimmed, with empty optional fields (website, social_media, company_name) omitted. */
export function buildApplicationPayload(v: ApplicationFormValues & { audience_size: AudienceSize }): AffiliateApplicationInput {
  const out: AffiliateApplicationInput = {
    full_name: v.full_name.trim(),
    email: v.email.trim(),
    phone: v.phone.trim(),
    location: v.location.trim(),
    audience_size: v.audience_size,
    marketing_channels: v.marketing_channels,
    experience_description: v.experience_description.trim(),
    motivation: v.motivation.trim(),
  };
  for (const k of ['website', 'social_media', 'company_name'] as const) {
    const val = v[k]?.trim();
    if (val) out[k] = val;
  }
  return out;
}
