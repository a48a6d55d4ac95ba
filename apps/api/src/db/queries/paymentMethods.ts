// The SQL of members' saved cards (product §16.4): payment_methods, and local_cards, the cards of the local
// test provider's own card form (product §11.2). Each function is one statement on whatever it is given (the
// pool or a transaction); adding or removing a card runs under the member's lock, held by the caller.
import type { Queryable } from '../Db';

export interface PmRow { id: string; user_id: string; type: string; brand: string; last4: string; exp_month: number; exp_year: number; is_default: boolean }

/** What an invoice shows of the card that paid it. */
export interface CardLabelRow { brand: string; last4: string }

export interface LocalCardRow {
  id: string; user_id: string; brand: string; last4: string; exp_month: number; exp_year: number;
  outcome: 'success' | 'declined' | 'insufficient_funds' | 'authentication_required'; authenticated: boolean;
}

/** The member's cards, the default first, then oldest first. */
export const listPaymentMethods = (q: Queryable, userId: string): Promise<PmRow[]> =>
  q.query<PmRow>('SELECT * FROM payment_methods WHERE user_id = $1 ORDER BY is_default DESC, created_at', [userId]);

export async function findPaymentMethod(q: Queryable, userId: string, id: string): Promise<PmRow | null> {
  return (await q.query<PmRow>('SELECT * FROM payment_methods WHERE user_id = $1 AND id = $2', [userId, id]))[0] ?? null;
}

/** The member's default card, else the oldest one; null when none. */
export async function findDefaultCardId(q: Queryable, userId: string): Promise<string | null> {
  return (await q.query<{ id: string }>('SELECT id FROM payment_methods WHERE user_id = $1 ORDER BY is_default DESC, created_at, id LIMIT 1', [userId]))[0]?.id ?? null;
}

/** The brand and last four digits of one of the member's cards; null when it is not theirs. */
export async function findCardLabel(q: Queryable, userId: string, id: string): Promise<CardLabelRow | null> {
  return (await q.query<CardLabelRow>('SELECT brand, last4 FROM payment_methods WHERE user_id = $1 AND id = $2', [userId, id]))[0] ?? null;
}

/** Saves a card; it becomes the default when the member has none. */
export async function insertPaymentMethod(
  q: Queryable, c: { id: string; userId: string; brand: string; last4: string; exp_month: number; exp_year: number; now: Date },
): Promise<PmRow> {
  const rows = await q.query<PmRow>(
    `INSERT INTO payment_methods (id, user_id, brand, last4, exp_month, exp_year, is_default, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, NOT EXISTS (SELECT 1 FROM payment_methods WHERE user_id = $2 AND is_default), $7)
     RETURNING *`,
    [c.id, c.userId, c.brand, c.last4, c.exp_month, c.exp_year, c.now],
  );
  return rows[0] as PmRow;
}

/** Deletes one of the member's cards; null when it is not theirs or does not exist. */
export async function deletePaymentMethod(q: Queryable, userId: string, id: string): Promise<PmRow | null> {
  return (await q.query<PmRow>('DELETE FROM payment_methods WHERE user_id = $1 AND id = $2 RETURNING *', [userId, id]))[0] ?? null;
}

/** Makes the member's oldest card the default (after the default was deleted). */
export async function promoteOldestPaymentMethod(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `UPDATE payment_methods SET is_default = true WHERE user_id = $1 AND id = (SELECT id FROM payment_methods WHERE user_id = $1 ORDER BY created_at, id LIMIT 1)`,
    [userId],
  );
}

/** Keeps a card of the local provider's form: brand, last four digits, expiry and its test outcome (never the number). */
export async function insertLocalCard(
  q: Queryable, c: { id: string; userId: string; brand: string; last4: string; exp_month: number; exp_year: number; outcome: LocalCardRow['outcome']; now: Date },
): Promise<LocalCardRow> {
  return (await q.query<LocalCardRow>(
    `INSERT INTO local_cards (id, user_id, brand, last4, exp_month, exp_year, outcome, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [c.id, c.userId, c.brand, c.last4, c.exp_month, c.exp_year, c.outcome, c.now],
  ))[0] as LocalCardRow;
}

export async function findLocalCard(q: Queryable, userId: string, id: string): Promise<LocalCardRow | null> {
  return (await q.query<LocalCardRow>('SELECT * FROM local_cards WHERE id = $1 AND user_id = $2', [id, userId]))[0] ?? null;
}

/** A 3-D Secure card the member confirmed: later charges go through. */
export async function markLocalCardAuthenticated(q: Queryable, id: string): Promise<void> {
  await q.query('UPDATE local_cards SET authenticated = true WHERE id = $1', [id]);
}
