// The SQL of the audit log's writes (product §16.4): who did what to which record, and when.
import type { Queryable } from '../Db';

export async function insertAuditEntry(
  q: Queryable, e: { actorId: string | null; action: string; targetType: string; targetId: string; details: Record<string, unknown>; at: Date },
): Promise<void> {
  await q.query('INSERT INTO audit_log (actor_id, action, target_type, target_id, details, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6)', [
    e.actorId, e.action, e.targetType, e.targetId, JSON.stringify(e.details), e.at,
  ]);
}
