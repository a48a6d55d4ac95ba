import type { NotificationKind } from '@pt/api';
import type { Queryable } from '../db';

/** A notification for the member's bell (GET /api/notifications); `kind` says what it is about. */
export async function notify(q: Queryable, userId: string, title: string, body: string, at: Date, kind: NotificationKind = 'general'): Promise<void> {
  await q.query('INSERT INTO notifications (user_id, title, body, created_at, kind) VALUES ($1, $2, $3, $4, $5)', [userId, title, body, at, kind]);
}

export async function audit(q: Queryable, actorId: string | null, action: string, targetType: string, targetId: string, details: Record<string, unknown>, at: Date): Promise<void> {
  await q.query('INSERT INTO audit_log (actor_id, action, target_type, target_id, details, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6)', [
    actorId, action, targetType, targetId, JSON.stringify(details), at,
  ]);
}
