import { useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import { CheckIcon, CopyIcon } from '../Icon';

export interface CopyValueButtonProps {
  value: string;
  /** What is copied, for the accessible name, e.g. 'link Summer promo'. */
  label: string;
  /** Copies itself through the clipboard API when omitted. */
  onCopy?: (value: string) => void | Promise<void>;
  /** Shows the visible word next to the icon. */
  showText?: boolean;
}

/** A small copy button with a short 'Copied' confirmation. */
export function CopyValueButton({ value, label, onCopy, showText = true }: CopyValueButtonProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      if (onCopy) await onCopy(value);
      else await navigator.clipboard.writeText(value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => { void copy(); }}
      aria-label={copied ? `Copied ${label}` : `Copy ${label}`}
      leadingIcon={copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
    >
      {showText ? (copied ? 'Copied' : 'Copy') : null}
    </Button>
  );
}
