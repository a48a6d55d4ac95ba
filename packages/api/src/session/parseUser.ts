import { parseJsonObject } from '../json/parseJsonObject';
import type { User } from '../auth/types';

/** A stored token that is empty, 'undefined' or 'null' counts as absent (product §4). */
export function readToken(raw: string | null | undefined): string | null {
  return raw && raw !== 'undefined' && raw !== 'null' ? raw : null;
}

/** Stored user_data; corrupt or non-object data means signed out (null). */
export function parseUser(raw: string | null | undefined): User | null {
  return raw ? (parseJsonObject(raw) as User | null) : null;
}

/** Admin when role is 'admin' or the is_admin flag is set. */
export function isAdminUser(user: Pick<User, 'role' | 'is_admin'> | null | undefined): boolean {
  return !!user && (user.role === 'admin' || user.is_admin === true);
}
