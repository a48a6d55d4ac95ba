import { useEffect, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import { CheckIcon, CopyIcon } from '../../primitives/Icon';

export interface CopyValueButtonProps {
  value: string;
  /** What is copied, for the accessible name, e.g. 'link Summer promo'. */
  label: string;
  /** Copies the value (the app's clipboard code); false or a rejection means it was not copied. */
  onCopy: (value: string) => boolean | void | Promise<boolean | void>;
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
      if ((await onCopy(value)) === false) return;
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
