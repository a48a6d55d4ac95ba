import { useEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '../Button';
import { CheckIcon, CopyIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'loading' | 'as' | 'href' | 'to'> {
  /** The text put on the clipboard. */
  text: string;
  label?: string;
  copiedLabel?: string;
  failedLabel?: string;
  /** Shows only the icon; the label becomes the accessible name. */
  iconOnly?: boolean;
  /** How long the 'Copied!' state stays, in ms. */
  resetAfterMs?: number;
  onCopied?: (text: string) => void;
  onCopyError?: (error: unknown) => void;
}

// For browsers or contexts (http, iframes) without the async Clipboard API.
function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  textarea.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  previousFocus?.focus();
  return copied;
}

async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch (error) {
      if (legacyCopy(text)) return;
      throw error;
    }
  }
  if (!legacyCopy(text)) throw new Error('Clipboard is not available');
}

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard and confirms with 'Copied!' for about 2 s. */
export function CopyButton({
  text, label = 'Copy', copiedLabel = 'Copied!', failedLabel = 'Copy failed', iconOnly = false, resetAfterMs = 2000,
  onCopied, onCopyError, variant = 'outline', size = 'md', ...rest
}: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const settle = (next: CopyState) => {
    setState(next);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setState('idle'), resetAfterMs);
  };

  const handleClick = async () => {
    try {
      await copyText(text);
      settle('copied');
      onCopied?.(text);
    } catch (error) {
      settle('failed');
      onCopyError?.(error);
    }
  };

  const visibleLabel = state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label;
  const icon = state === 'copied' ? <CheckIcon size={18} /> : <CopyIcon size={18} />;
  return (
    <>
      <Button
        {...rest}
        variant={variant}
        size={size}
        onClick={handleClick}
        leadingIcon={iconOnly ? undefined : icon}
        aria-label={iconOnly ? visibleLabel : undefined}
        data-state={state}
      >
        {iconOnly ? icon : visibleLabel}
      </Button>
      {/* Always mounted so screen readers announce the change. */}
      <VisuallyHidden role="status">{state === 'idle' ? '' : visibleLabel}</VisuallyHidden>
    </>
  );
}
