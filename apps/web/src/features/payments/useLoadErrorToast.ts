import { useEffect } from 'react';
import { messages } from '@pt/api';
import { useNotify } from '../../app/toasts/useNotify';

/**
 * product §8 lists failed loads among the toasts: one toast when a read fails (the screen shows the
 * failure inline too, with Try again). Pass the read's message while it failed, else null; a
 * failed retry keeps the same message and does not toast again.
 */
export function useLoadErrorToast(failure: string | null) {
  const notify = useNotify();
  useEffect(() => {
    if (failure) notify.error(failure, messages.errorTitle);
  }, [failure, notify]);
}
