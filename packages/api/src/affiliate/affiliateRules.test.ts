import { describe, expect, it } from 'vitest';
import { normalizeError } from '../http/normalizeError';
import { applicationSubmitMessage, couponErrorMessage, linkErrorMessage } from './affiliateErrorMessages';
import { affiliateStatus, applicationStatusLabel } from './affiliateStatus';
import { canRequestPayout, dashboardAggregates } from './dashboardAggregates';
import { activeLabel, filterItems } from './filterItems';
import { milestoneState, nextMilestoneProgress } from './milestones';
import { fieldErrorsOf } from '../validation/fieldChecker';
import { validatePaymentAmount } from '../payments/validatePaymentAmount';
import { simulateEarnings, validateSimulatorInputs } from './simulateEarnings';
import { buildApplicationPayload, REQUIRED_APPLICATION_FIELDS, validateApplication, type ApplicationFormValues } from './validateApplication';
import { maxDiscountFor } from './rateLimits';
import { validateCouponForm, validateLinkForm, validateRates, validateRejectNotes } from './validateRates';

const err = (m: string) => normalizeError({ kind: 'http', status: 400, body: JSON.stringify({ error: m }) });
const form: ApplicationFormValues = {
  full_name: 'Ann', email: 'ann@example.com', phone: '+47 1', website: '', social_media: '  ', company_name: 'ACME ',
  location: 'Oslo', audience_size: '1k_10k', marketing_channels: ['blog'], experience_description: 'e'.repeat(50), motivation: 'm'.repeat(30),
};

describe('affiliate application validation (product §5)', () => {
  it('valid form: the value is the payload, trimmed, without empty optionals', () => {
    const result = validateApplication(form);
    if (!result.ok) throw new Error('expected a valid form');
    expect(result.value).toEqual(buildApplicationPayload({ ...form, audience_size: '1k_10k' }));
    expect(result.value).not.toHaveProperty('website');
    expect(result.value).not.toHaveProperty('social_media');
    expect(result.value.company_name).toBe('ACME');
    expect(result.value.marketing_channels).toEqual(['blog']);
  });
  it('all rules checked at once with their messages', () => {
    expect(validateApplication({ ...form, full_name: '', email: '', phone: ' ', location: '', audience_size: '', marketing_channels: [], experience_description: '', motivation: '' })).toEqual({
      ok: false,
      fieldErrors: {
        full_name: 'Full name is required',
        email: 'Email is required',
        phone: 'Phone number is required',
        location: 'Location is required',
        audience_size: 'Please select your audience size',
        marketing_channels: 'Please select at least one marketing channel',
        experience_description: 'Please describe your marketing experience',
        motivation: 'Please tell us why you want to join our affiliate program',
      },
    });
  });
  it('REQUIRED_APPLICATION_FIELDS (what the server names as missing) are the fields the form requires', () => {
    const empty: ApplicationFormValues = { ...form, full_name: '', email: '', phone: '', location: '', audience_size: '', marketing_channels: [], experience_description: '', motivation: '', website: '', social_media: '', company_name: '' };
    expect(Object.keys(fieldErrorsOf(validateApplication(empty))).sort()).toEqual([...REQUIRED_APPLICATION_FIELDS].sort());
  });
  it('signed out, the form only asks to sign in', () => {
    expect(validateApplication({ ...form, phone: '' }, false)).toEqual({ ok: false, fieldErrors: {}, message: 'Please sign in to submit your application.' });
  });
  it('length rules count trimmed text', () => {
    expect(fieldErrorsOf(validateApplication({ ...form, email: 'bad', experience_description: ` ${'e'.repeat(49)} `, motivation: 'm'.repeat(29) }))).toEqual({
      email: 'Please enter a valid email address',
      experience_description: 'Please provide more details about your experience (at least 50 characters)',
      motivation: 'Please provide more details about your motivation (at least 30 characters)',
    });
  });
});

describe('coupon, link, rates, simulator, reject and payment validation (product §5, §8)', () => {
  it('commission 0-50; discount 0..(50 - commission), judged only against a valid commission', () => {
    expect(maxDiscountFor(30)).toBe(20);
    expect(validateRates(30, 20)).toEqual({});
    expect(validateRates(0, 50)).toEqual({});
    expect(validateRates(30, 21)).toEqual({ discount_rate: 'Discount rate must be between 0 and 20.' });
    expect(validateRates(51, 0)).toEqual({ commission_rate: 'Commission rate must be between 0 and 50.' });
    expect(validateRates(-1, 99)).toEqual({ commission_rate: 'Commission rate must be between 0 and 50.' });
    expect(validateRates(10, -1)).toEqual({ discount_rate: 'Discount rate must be between 0 and 40.' });
    expect(validateRates(Number.NaN, 10)).toEqual({ commission_rate: 'Commission rate must be between 0 and 50.' });
  });
  it('coupon needs a name; each invalid field gets its own message; the value is the request body', () => {
    expect(validateCouponForm({ name: ' ', commission_rate: 30, discount_rate: 25 })).toEqual({
      ok: false, fieldErrors: { name: 'Please enter a coupon code name.', discount_rate: 'Discount rate must be between 0 and 20.' },
    });
    expect(validateCouponForm({ name: ' SAVE ', commission_rate: 30, discount_rate: 10 })).toEqual({ ok: true, value: { code: 'SAVE', commission_rate: 30, discount_rate: 10 } });
  });
  it('link needs a name and valid rates on their fields, and a signed-in user as the form message', () => {
    expect(validateLinkForm({ name: '', commission_rate: 30, discount_rate: 10 }, true)).toEqual({ ok: false, fieldErrors: { name: 'Please enter a name for your affiliate link.' } });
    expect(validateLinkForm({ name: 'Blog', commission_rate: 30, discount_rate: 10 }, false)).toEqual({ ok: false, fieldErrors: {}, message: 'Authentication required' });
    expect(validateLinkForm({ name: 'Blog', commission_rate: 40, discount_rate: 20 }, true)).toEqual({ ok: false, fieldErrors: { discount_rate: 'Discount rate must be between 0 and 10.' } });
    expect(validateLinkForm({ name: ' Blog ', commission_rate: 40, discount_rate: 10 }, true)).toEqual({ ok: true, value: { name: 'Blog', commission_rate: 40, discount_rate: 10 } });
  });
  it('simulator inputs: users at least 1, commission 0-50, each on its field', () => {
    expect(validateSimulatorInputs({ users: 0, commission: 51 })).toEqual({
      ok: false, fieldErrors: { users: 'Number of users must be at least 1.', commission: 'Commission rate must be between 0 and 50.' },
    });
    expect(validateSimulatorInputs({ users: Number.NaN, commission: 30 })).toEqual({ ok: false, fieldErrors: { users: 'Number of users must be at least 1.' } });
    expect(validateSimulatorInputs({ users: 10, commission: 30 })).toEqual({ ok: true, value: { users: 10, commission: 30 } });
  });
  it('admin reject needs notes', () => {
    expect(validateRejectNotes({ notes: '  ' })).toEqual({ ok: false, fieldErrors: { notes: 'Please provide rejection notes.' } });
    expect(validateRejectNotes({ notes: ' spam ' })).toEqual({ ok: true, value: { notes: 'spam' } });
  });
  it('a payment needs a positive amount', () => {
    for (const amount of [null, undefined, 0, -5, Number.NaN]) {
      expect(validatePaymentAmount({ amount })).toEqual({ ok: false, fieldErrors: { amount: 'Amount is required for payment' } });
    }
    expect(validatePaymentAmount({ amount: 999 })).toEqual({ ok: true, value: { amount: 999 } });
  });
});

describe('affiliate status (product §4)', () => {
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

describe('dashboard (product §2, §3, §9)', () => {
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

describe('milestones (product §4, §9)', () => {
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

describe('coupon, link and application messages (product §8)', () => {
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
