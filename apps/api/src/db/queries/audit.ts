// The SQL of the admin audit log's page (product §16.4). Writing an entry is lib/notify's `audit`.
import type { Queryable } from '../Db';

export interface AuditRow {
  id: string; actor_email: string | null; action: string; target_type: string; target_id: string; details: Record<string, unknown> | string; created_at: Date;
}

/** Up to `limit` entries newest first, those before id `before` when given (a bigint as text). */
export const listAuditEntries = (q: Queryable, before: string | null, limit: number): Promise<AuditRow[]> =>
  q.query<AuditRow>(
    `SELECT a.id::text AS id, u.email AS actor_email, a.action, a.target_type, a.target_id, a.details, a.created_at
     FROM audit_log a LEFT JOIN users u ON u.id = a.actor_id
     WHERE ($1::bigint IS NULL OR a.id < $1::bigint) ORDER BY a.id DESC LIMIT $2`,
    [before, limit],
  );
