import { useLocation, type Location } from 'react-router-dom';
import type { User } from '@pt/api';
import { useAuth } from '../hooks/useAuth';
import { renderSlot, type GuardSlot } from './RequireAuth';

export interface RequireAdminProps {
  checking?: GuardSlot;
  signedOut?: GuardSlot<[from: Location]>;
  /** Signed in without admin rights ('Access Denied', the user's e-mail, Go Home). */
  denied?: GuardSlot<[user: User]>;
  children?: GuardSlot<[user: User]>;
}

/** Renders children only for an admin (role admin or is_admin); unstyled slots otherwise. */
export function RequireAdmin({ checking, signedOut, denied, children }: RequireAdminProps) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <>{renderSlot(checking)}</>;
  if (auth.status === 'signedOut') return <>{renderSlot(signedOut, location)}</>;
  if (!auth.isAdmin) return <>{renderSlot(denied, auth.user)}</>;
  return <>{renderSlot(children, auth.user)}</>;
}
