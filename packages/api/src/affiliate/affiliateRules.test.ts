import { describe, expect, it } from 'vitest';
import { normalizeError } from '../http/normalizeError';
import { applicationSubmitMessage, couponErrorMessage, linkErrorMessage } from './affiliateErrorMessages';
import { affiliateStatus, applicationStatusLabel } from './affiliateStatus';
import { canRequestPayout, dashboardAggregates } from './dashboardAggregates';
import { activeLabel, filterItems } from './filterItems';
import { milestoneState, nextMilestoneProgress } from './milestones';
import { simulateEarnings, validateSimulatorInputs } from './simulateEarnings';
import { buildApplicationPayload, validateApplication, type ApplicationFormValues } from './validateApplication';
import { maxDiscountFor, validateCouponForm, validateLinkForm, validateRates, validateRejectNotes } from './validateRates';

const err = (m: string) => normalizeError({ kind: 'http', status: 400, body: JSON.stringify({ error: m }) });
const form: ApplicationFormValues = {
  full_name: 'Ann', email: 'ann@example.com', phone: '+47 1', website: '', social_media: '  ', company_name: 'ACME ',
  location: 'Oslo', audience_size: '1k_10k', marketing_channels: ['blog'], experience_description: 'e'.repeat(50), motivation: 'm'.repeat(30),
};

describe('affiliate application validation (spec 5)', () => {
  it('valid form: no errors; payload omits empty optionals and trims', () => {
    expect(validateApplication(form)).toEqual({});
    const payload = buildApplicationPayload({ ...form, audience_size: '1k_10k' });
    expect(payload).not.toHaveProperty('website');
    expect(payload).not.toHaveProperty('social_media');
    expect(payload.company_name).toBe('ACME');
    expect(payload.marketing_channels).toEqual(['blog']);
  });
  it('all rules checked at once with their messages', () => {
    expect(validateApplication({ ...form, full_name: '', email: '', phone: ' ', location: '', audience_size: '', marketing_channels: [], experience_description: '', motivation: '' })).toEqual({
      full_name: 'Full name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
      location: 'Location is required',
      audience_size: 'Please select your audience size',
      marketing_channels: 'Please select at least one marketing channel',
      experience_description: 'Please describe your marketing experience',
      motivation: 'Please tell us why you want to join our affiliate program',
    });
  });
  it('length rules count trimmed text', () => {
    expect(validateApplication({ ...form, email: 'bad', experience_description: ` ${'e'.repeat(49)} `, motivation: 'm'.repeat(29) })).toEqual({
      email: 'Please enter a valid email address',
      experience_description: 'Please provide more details about your experience (at least 50 characters)',
      motivation: 'Please provide more details about your motivation (at least 30 characters)',
    });
  });
});

describe('coupon, link, rates, simulator and reject validation (spec 5)', () => {
  it('commission 0-50; discount 0..(50 - commission)', () => {
    expect(maxDiscountFor(30)).toBe(20);
    expect(validateRates(30, 20)).toBeNull();
    expect(validateRates(0, 50)).toBeNull();
    expect(validateRates(30, 21)).toBe('Discount rate must be between 0 and 20.');
    expect(validateRates(51, 0)).toBe('Commission rate must be between 0 and 50.');
    expect(validateRates(-1, 0)).toBe('Commission rate must be between 0 and 50.');
    expect(validateRates(10, -1)).toBe('Discount rate must be between 0 and 40.');
  });
  it('coupon needs a name; link needs a name and a signed-in user', () => {
    expect(validateCouponForm({ name: ' ', commission_rate: 30, discount_rate: 10 })).toBe('Please enter a coupon code name.');
    expect(validateCouponForm({ name: 'SAVE', commission_rate: 30, discount_rate: 10 })).toBeNull();
    expect(validateLinkForm({ name: '', commission_rate: 30, discount_rate: 10 }, true)).toBe('Please enter a name for your affiliate link.');
    expect(validateLinkForm({ name: 'Blog', commission_rate: 30, discount_rate: 10 }, false)).toBe('Authentication required');
    expect(validateLinkForm({ name: 'Blog', commission_rate: 40, discount_rate: 20 }, true)).toBe('Discount rate must be between 0 and 10.');
  });
  it('simulator inputs: users at least 1, commission 0-50', () => {
    expect(validateSimulatorInputs({ users: 0, commission: 30 })).toBe('Number of users must be at least 1.');
    expect(validateSimulatorInputs({ users: 1, commission: 51 })).toBe('Commission rate must be between 0 and 50.');
    expect(validateSimulatorInputs({ users: 10, commission: 30 })).toBeNull();
  });
  it('admin reject needs notes', () => {
    expect(validateRejectNotes('  ')).toBe('Please provide rejection notes.');
    expect(validateRejectNotes('spam')).toBeNull();
  });
});

describe('affiliate status (spec 4)', () => {
  it.each([
    [{ profile: { is_affiliate: true, status: 'none' as const } }, 'approved'],
    [{ profile: { is_affiliate: false, status: 'active' as const } }, 'approved'],
    [{ application: { status: 'approved' as const } }, 'approved'],
    [{ application: { status: 'pending' as const } }, 'pending'],
    [{ profile: { is_affiliate: false, status: 'inactive' as const }, application: { status: 'rejected' as const } }, 'rejected'],
    [{}, 'none'],
    [{ profile: { is_affiliate: true, status: 'active' as const }, error: new Error('x') }, 'none'],
  ])('%j -> %s', (input, expected) => expect(affiliateStatus(input)).toBe(expected));
  it("pending reads 'Pending Review'", () => {
    expect(applicationStatusLabel('pending')).toBe('Pending Review');
    expect(applicationStatusLabel('weird')).toBe('weird');
  });
});

describe('dashboard (spec 2, 3, 9)', () => {
  it('aggregates with the conversion rate to one decimal', () => {
    const a = dashboardAggregates({ points: 12, total_earnings: 45.5, total_clicks: 3, total_conversions: 1 }, [{ is_active: true }, { is_active: false }], [{ is_active: true }]);
    expect(a).toEqual({ points: 12, totalEarnings: 45.5, activeLinks: 1, totalClicks: 3, conversions: 1, conversionRate: 33.3, activeCoupons: 1 });
    expect(dashboardAggregates(null).conversionRate).toBe(0);
  });
  it('Request Payout only from 50', () => {
    expect(canRequestPayout(49.99)).toBe(false);
    expect(canRequestPayout(50)).toBe(true);
  });
  it("search, status filter and 'x of y'", () => {
    const items = [{ name: 'Blog', is_active: true }, { name: 'YouTube', is_active: false }, { name: 'blogroll', is_active: false }];
    expect(filterItems(items, 'BLOG', 'all', (i) => i.name)).toEqual({ items: [items[0], items[2]], count: '2 of 3' });
    expect(filterItems(items, '', 'inactive', (i) => i.name).count).toBe('2 of 3');
    expect(filterItems(items, 'zzz', 'active', (i) => i.name).items).toEqual([]);
    expect([activeLabel(true), activeLabel(false)]).toEqual(['Active', 'Inactive']);
  });
});

describe('milestones (spec 4, 9)', () => {
  it('locked, claimable, claimed', () => {
    expect(milestoneState({ points_required: 20, is_claimed: false }, 19)).toBe('locked');
    expect(milestoneState({ points_required: 20, is_claimed: false }, 20)).toBe('claimable');
    expect(milestoneState({ points_required: 20, is_claimed: true }, 0)).toBe('claimed');
  });
  it('next-milestone progress is points / 20 as a percentage, within 0..100', () => {
    expect(nextMilestoneProgress(5)).toBe(25);
    expect(nextMilestoneProgress(40)).toBe(100);
    expect(nextMilestoneProgress(-3)).toBe(0);
    expect(nextMilestoneProgress(Number.NaN)).toBe(0);
  });
});

describe('simulator (formula in README)', () => {
  it('defaults: 10 users, 30% commission, 5% conversion, 29.99', () => {
    expect(simulateEarnings()).toEqual({ conversions: 0.5, commissionEarnings: 4.5, points: 10, milestoneBonus: 0, total: 4.5 });
  });
  it('milestone bonuses are added once when the points threshold is reached', () => {
    const milestones = [{ points: 100, cashValue: 25 }, { points: 500, cashValue: 100 }];
    expect(simulateEarnings({ users: 99, commission: 50, milestones }).milestoneBonus).toBe(0);
    const r = simulateEarnings({ users: 100, commission: 50, milestones });
    expect(r).toEqual({ conversions: 5, commissionEarnings: 74.98, points: 100, milestoneBonus: 25, total: 99.98 });
    expect(simulateEarnings({ users: 1000, commission: 0, milestones }).total).toBe(125);
  });
});

describe('coupon, link and application messages (spec 8)', () => {
  it.each([
    ['Coupon already exists', 'This coupon code already exists. Please choose a different name.'],
    ['duplicate key violates UNIQUE constraint', 'This coupon code already exists. Please choose a different name.'],
    ['Only an approved affiliate may do this', 'You must be an approved affiliate to create coupons'],
    ['boom', 'Failed to create coupon code. Please try again.'],
  ])('coupon %s', (m, expected) => expect(couponErrorMessage(err(m))).toBe(expected));
  it('link messages', () => {
    expect(linkErrorMessage(err('You must be an approved affiliate'))).toBe('You must be an approved affiliate to create links');
    expect(linkErrorMessage(new Error('x'))).toBe('Failed to generate affiliate link. Please try again.');
  });
  it.each([
    [err('Application already submitted'), 'You have already submitted an application.'],
    [err('Authentication required'), 'Permission denied. Please try logging in again.'],
    [err('phone is required'), 'Please fill in all required fields.'],
    [err('Server on fire'), 'Failed to submit application: Server on fire'],
    ['plain text error', 'Failed to submit application: plain text error'],
    [new TypeError('bug'), 'An unexpected error occurred. Please try again.'],
  ])('application submit %#', (e, expected) => expect(applicationSubmitMessage(e)).toBe(expected));
  it('application submit without error: success, or no data', () => {
    expect(applicationSubmitMessage(null)).toBe('Registration submitted successfully!');
    expect(applicationSubmitMessage(undefined, false)).toBe('Failed to submit application. Please try again.');
  });
});
