import type Stripe from 'stripe';
import { cardMessages } from '@pt/api';
import type { Queryable } from '../db';
import { HttpError, badRequest } from '../lib/http';
import { toHttpError } from './stripeClient';
import { randomId, randomToken } from '../lib/crypto';
import { findLocalCard, type LocalCardRow } from '../db/queries/paymentMethods';

export interface CardDetails { brand: string; last4: string; exp_month: number; exp_year: number }
/** A refusal's code: authentication_required when a 3-D Secure card was charged before its confirmation. */
export type ChargeResult = { ok: true; reference: string } | { ok: false; message: string; code?: 'authentication_required' };

/** The member a provider call is for, and the transaction holding their lock (the local provider reads its cards through it). */
export interface CardContext { q: Queryable; userId: string }

/** What the server needs from a card provider. */
export interface CardProvider {
  readonly name: 'local' | 'stripe';
  /** The card behind a payment method id sent by the client; 400 when it is not one (or, for a local card, not the member's). */
  describe(paymentMethodId: string, ctx?: CardContext): Promise<CardDetails>;
  charge(input: { amount: number; currency: string; paymentMethodId: string; idempotencyKey?: string; ctx?: CardContext }): Promise<ChargeResult>;
  /** An intent the client confirms with the provider's script (setup: save a card; payment: pay an amount). */
  createIntent(input: { kind: 'setup' | 'payment'; amount?: number; currency?: string; idempotencyKey?: string }): Promise<{ id: string; client_secret: string }>;
}

/** Intent ids and secrets in the provider's format, made locally. */
export function localIntent(kind: 'setup' | 'payment'): { id: string; client_secret: string } {
  const id = randomId(kind === 'setup' ? 'seti' : 'pi');
  return { id, client_secret: `${id}_secret_${randomToken(18).replace(/[-_]/g, 'x')}` };
}

export const PM_ID_RE = /^pm_[A-Za-z0-9_]{1,100}$/;
/** Ids of cards made by the local provider from the web app's card form (local_cards). */
export const LOCAL_CARD_PREFIX = 'pm_local_';

export type { LocalCardRow };

/** One of the member's local cards; 400 when the id is none of theirs. */
export async function localCard(ctx: CardContext | undefined, id: string): Promise<LocalCardRow> {
  const row = ctx ? await findLocalCard(ctx.q, ctx.userId, id) : null;
  if (!row) throw badRequest('payment_method_id is not one of your cards');
  return row;
}

/** What charging a local card does: its test outcome; a 3-D Secure card needs its confirmation first. */
export function localCardCharge(card: Pick<LocalCardRow, 'outcome' | 'authenticated'>): ChargeResult {
  if (card.outcome === 'declined') return { ok: false, message: cardMessages.declined };
  if (card.outcome === 'insufficient_funds') return { ok: false, message: cardMessages.insufficientFunds };
  if (card.outcome === 'authentication_required' && !card.authenticated) return { ok: false, message: cardMessages.authenticationRequired, code: 'authentication_required' };
  return { ok: true, reference: `ch_local_${randomToken(9).replace(/[-_]/g, 'x')}` };
}

/**
 * The local test provider. Cards come from the web app's own form (POST /api/stripe/local/cards, product
 * §11.2): pm_local_ ids, each the member's own, behaving as their test number says (@pt/api TEST_CARDS).
 * The provider's test ids work too (pm_card_visa => visa 4242, pm_card_mastercard => mastercard 4444,
 * pm_card_amex => amex 0005, any other pm_ id a visa 4242; an id containing 'chargeDeclined' is declined).
 */
export function localProvider(now: () => Date): CardProvider {
  return {
    name: 'local',
    async describe(id, ctx) {
      if (!PM_ID_RE.test(id)) throw badRequest('payment_method_id must be a card provider payment method id (pm_...)');
      if (id.startsWith(LOCAL_CARD_PREFIX)) {
        const c = await localCard(ctx, id);
        return { brand: c.brand, last4: c.last4, exp_month: c.exp_month, exp_year: c.exp_year };
      }
      const lower = id.toLowerCase();
      const exp_year = now().getUTCFullYear() + 3;
      if (lower.includes('mastercard')) return { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year };
      if (lower.includes('amex')) return { brand: 'amex', last4: '0005', exp_month: 12, exp_year };
      if (lower.includes('chargedeclined')) return { brand: 'visa', last4: '0002', exp_month: 12, exp_year };
      return { brand: 'visa', last4: '4242', exp_month: 12, exp_year };
    },
    async charge({ paymentMethodId, ctx }) {
      if (paymentMethodId.startsWith(LOCAL_CARD_PREFIX)) return localCardCharge(await localCard(ctx, paymentMethodId));
      if (paymentMethodId.includes('chargeDeclined')) return { ok: false, message: cardMessages.declined };
      return { ok: true, reference: `ch_local_${Date.now().toString(36)}` };
    },
    async createIntent({ kind }) {
      return localIntent(kind);
    },
  };
}

/** The real provider through the official package (the client is created on first use). */
export function stripeProvider(client: () => Promise<Stripe>): CardProvider {
  return {
    name: 'stripe',
    async describe(id) {
      if (!PM_ID_RE.test(id)) throw badRequest('payment_method_id must be a card provider payment method id (pm_...)');
      const pm = await (await client()).paymentMethods.retrieve(id).catch((err: unknown) => {
        throw toHttpError(err);
      });
      if (!pm.card) throw badRequest('Only card payment methods are supported');
      return { brand: pm.card.brand, last4: pm.card.last4, exp_month: pm.card.exp_month, exp_year: pm.card.exp_year };
    },
    async charge({ amount, currency, paymentMethodId, idempotencyKey }) {
      try {
        const pi = await (await client()).paymentIntents.create(
          { amount, currency, payment_method: paymentMethodId, confirm: true, automatic_payment_methods: { enabled: true, allow_redirects: 'never' } },
          idempotencyKey ? { idempotencyKey } : undefined,
        );
        return pi.status === 'succeeded' ? { ok: true, reference: pi.id } : { ok: false, message: 'Payment could not be completed.' };
      } catch (err) {
        const mapped = toHttpError(err);
        return { ok: false, message: mapped instanceof HttpError && mapped.status === 402 ? mapped.message : 'Payment failed' };
      }
    },
    async createIntent({ kind, amount, currency, idempotencyKey }) {
      const stripe = await client();
      const opts = idempotencyKey ? { idempotencyKey } : undefined;
      const it =
        kind === 'setup'
          ? await stripe.setupIntents.create({ usage: 'off_session' }, opts)
          : await stripe.paymentIntents.create({ amount: amount ?? 0, currency: currency ?? 'usd', automatic_payment_methods: { enabled: true } }, opts);
      if (!it.client_secret) throw new Error('The card provider returned no client secret');
      return { id: it.id, client_secret: it.client_secret };
    },
  };
}

/** The local provider, or the real one when a client getter is given (STRIPE_SECRET_KEY is set). */
export function chooseProvider(client: (() => Promise<Stripe>) | null, now: () => Date): CardProvider {
  return client ? stripeProvider(client) : localProvider(now);
}
