// Copying to the clipboard, the one browser capability outside the client's adapters that a
// screen needs (copy buttons, product §2). Globals are looked up at call time, so importing this
// module is safe outside a browser.

type Doc = Document;

// Without the async Clipboard API (plain http, some embedded views) or when it refuses, a
// selected off-screen textarea and execCommand('copy') still copy in most browsers. Focus goes
// back where it was, so a keyboard user's place is kept.
function copyBySelection(doc: Doc, text: string): boolean {
  if (typeof doc.execCommand !== 'function') return false;
  const textarea = doc.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  const focused = doc.activeElement as HTMLElement | null;
  doc.body.appendChild(textarea);
  textarea.select();
  let copied = false;
  try {
    copied = doc.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  focused?.focus?.();
  return copied;
}

/** Puts `text` on the clipboard; resolves false (never rejects) when the browser refuses or has no clipboard. */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (clipboard?.writeText) {
    try {
      await clipboard.writeText(text);
      return true;
    } catch {
      // Refused (no permission, document not focused): try the selection fallback below.
    }
  }
  return typeof document === 'undefined' ? false : copyBySelection(document, text);
}
