import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '@pt/api';
import { useSignOut } from '@pt/react';
import { useToaster } from '../../app/toasts/AppToasts';

/**
 * The header's Sign Out (product §4): the session is always cleared (the SDK does it even
 * when the call fails, and other tabs follow through the storage event), the cache is
 * dropped, a toast says 'Signed out' (or that the call failed), and the page goes home.
 */
export function useHeaderSignOut(): () => Promise<void> {
  const { mutateAsync: signOut } = useSignOut();
  const toaster = useToaster();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
      toaster?.toast({ title: messages.signedOut });
    } catch {
      toaster?.toast({ title: messages.signOutFailed, tone: 'destructive' });
    }
    navigate('/');
  }, [signOut, toaster, navigate]);
}
