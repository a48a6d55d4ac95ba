import {
  AUDIENCE_SIZES, MARKETING_CHANNELS, MIN_EXPERIENCE_LENGTH, MIN_MOTIVATION_LENGTH, REQUIRED_APPLICATION_FIELDS,
  isAudienceSize, isMarketingChannel, isValidEmail, type AffiliateApplicationInput,
} from '@pt/api';
import { badRequest } from '../lib/http';
import { optString, reqString, type Body } from '../lib/validate';

const blank = (v: unknown): boolean => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * The body of POST /api/affiliate/applications checked with `@pt/api`'s rules for the form (required
 * fields, e-mail pattern, audience sizes, marketing channels, minimum lengths), plus what only storage
 * needs (maximum lengths). Every missing field is named in one 400; then the first other problem.
 * Channels are de-duplicated.
 */
export function readApplication(body: Body): AffiliateApplicationInput {
  const missing: string[] = REQUIRED_APPLICATION_FIELDS.filter((f) => f !== 'marketing_channels' && blank(body[f]));
  const ch = body.marketing_channels;
  if (!Array.isArray(ch) || ch.length === 0) missing.push('marketing_channels');
  if (missing.length) throw badRequest(`Missing required fields: ${missing.join(', ')}`);
  const full_name = reqString(body, 'full_name', { min: 2, max: 200 });
  const email = reqString(body, 'email', { max: 254 });
  if (!isValidEmail(email)) throw badRequest('Please enter a valid email address');
  const phone = reqString(body, 'phone', { max: 50 });
  const location = reqString(body, 'location', { max: 200 });
  const audience = body.audience_size;
  if (!isAudienceSize(audience)) throw badRequest(`audience_size must be one of: ${AUDIENCE_SIZES.join(', ')}`);
  const channels = ch as unknown[];
  if (!channels.every(isMarketingChannel)) throw badRequest(`marketing_channels must only contain: ${MARKETING_CHANNELS.join(', ')}`);
  const experience = reqString(body, 'experience_description', {
    min: MIN_EXPERIENCE_LENGTH, max: 5000, minMessage: `experience_description must be at least ${MIN_EXPERIENCE_LENGTH} characters`,
  });
  const motivation = reqString(body, 'motivation', { min: MIN_MOTIVATION_LENGTH, max: 5000, minMessage: `motivation must be at least ${MIN_MOTIVATION_LENGTH} characters` });
  const input: AffiliateApplicationInput = {
    full_name, email, phone, location, audience_size: audience, marketing_channels: [...new Set(channels.filter(isMarketingChannel))],
    experience_description: experience, motivation,
  };
  const website = optString(body, 'website');
  const social = optString(body, 'social_media');
  const company = optString(body, 'company_name');
  if (website) input.website = website;
  if (social) input.social_media = social;
  if (company) input.company_name = company;
  return input;
}
