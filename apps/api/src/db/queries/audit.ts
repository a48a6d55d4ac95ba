// The SQL of the audit log (product §16.4): writing an entry (who did what to which record, and
// when) and reading the admin's page of them.
import type { Queryable } from '../Db';

export interface AuditRow {
  id: string; actor_email: string | null; action: string; target_type: string; target_id: string; details: Record<string, unknown> | string; created_at: Date;
}

export async function insertAuditEntry(
  q: Queryable, e: { actorId: string | null; action: string; targetType: string; targetId: string; details: Record<string, unknown>; at: Date },
): Promise<void> {
  await q.query('INSERT INTO audit_log (actor_id, action, target_type, target_id, details, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6)', [
    e.actorId, e.action, e.targetType, e.targetId, JSON.stringify(e.details), e.at,
  ]);
}

/** Up to `limit` entries newest first, those before id `before` when given (a bigint as text). */
export const listAuditEntries = (q: Queryable, before: string | null, limit: number): Promise<AuditRow[]> =>
  q.query<AuditRow>(
    `SELECT a.id::text AS id, u.email AS actor_email, a.action, a.target_type, a.target_id, a.details, a.created_at
     FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
     WHERE ($1::bigint IS NULL OR a.id < $1::bigint) ORDER BY a.id DESC LIMIT $2`,
    [before, limit],
  );
