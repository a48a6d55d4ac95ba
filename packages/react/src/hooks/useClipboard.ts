import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText, messages } from '@pt/api';

/** The SDK's clipboard write (resolves false when the browser refuses), for hooks that copy as a side effect. */
export { copyText };

/** How long 'Copied!' stays after a copy (our choice, as the kit's copy buttons; the spec names none). */
export const COPIED_FEEDBACK_MS = 2000;

/**
 * Copy buttons (product §2): `copy(text)` resolves true on success; `copiedText` and `message`
 * ('Copied!') report the last successful copy for `resetAfterMs`, then clear.
 */
export function useClipboard({ resetAfterMs = COPIED_FEEDBACK_MS }: { resetAfterMs?: number } = {}) {
  const [copied, setCopied] = useState<string | null>(null);
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);
  const copy = useCallback(async (text: string) => {
    const ok = await copyText(text);
    clearTimeout(reset.current);
    setCopied(ok ? text : null);
    if (ok) reset.current = setTimeout(() => setCopied(null), resetAfterMs);
    return ok;
  }, [resetAfterMs]);
  return { copy, copiedText: copied, message: copied !== null ? messages.copied : null };
}
