import type { NotificationKind } from '@pt/api';
import type { Queryable } from '../db';
import { insertAuditEntry } from '../db/queries/audit';
import { insertNotification } from '../db/queries/notifications';

/** A notification for the member's bell (GET /api/notifications); `kind` says what it is about. */
export async function notify(q: Queryable, userId: string, title: string, body: string, at: Date, kind: NotificationKind = 'general'): Promise<void> {
  await insertNotification(q, { userId, title, body, at, kind });
}

export async function audit(q: Queryable, actorId: string | null, action: string, targetType: string, targetId: string, details: Record<string, unknown>, at: Date): Promise<void> {
  await insertAuditEntry(q, { actorId, action, targetType, targetId, details, at });
}
