import type { ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import type { User } from '@pt/api';
import { useAuth } from '../hooks/useAuth';

export type GuardSlot<A extends unknown[] = []> = ReactNode | ((...args: A) => ReactNode);

export interface RequireAuthProps {
  /** While auth is loading ('Checking authentication...'). */
  checking?: GuardSlot;
  /** Not signed in ('Authentication Required', Sign In and Sign Up); gets the location to return to. */
  signedOut?: GuardSlot<[from: Location]>;
  children?: GuardSlot<[user: User]>;
}

export const renderSlot = <A extends unknown[]>(slot: GuardSlot<A> | undefined, ...args: A): ReactNode =>
  typeof slot === 'function' ? slot(...args) : (slot ?? null);

/** Renders children only for a signed-in user; the other states of product §2 through slots, unstyled. */
export function RequireAuth({ checking, signedOut, children }: RequireAuthProps) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <>{renderSlot(checking)}</>;
  if (auth.status === 'signedOut') return <>{renderSlot(signedOut, location)}</>;
  return <>{renderSlot(children, auth.user)}</>;
}
