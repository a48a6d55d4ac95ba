import { useCallback, useState } from 'react';
import { messages } from '@pt/api';

/** Writes text to the clipboard; false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copy buttons (spec 2): `copy(text)` resolves true on success; `message` is 'Copied!'. */
export function useClipboard() {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = useCallback(async (text: string) => {
    const ok = await copyText(text);
    setCopied(ok ? text : null);
    return ok;
  }, []);
  return { copy, copiedText: copied, message: copied !== null ? messages.copied : null };
}
