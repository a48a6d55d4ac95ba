import { useState, type ReactNode } from 'react';
import { button } from '../../primitives/Button/Button.css';

/**
 * The kit's Button look for the cookie banner, without Headless UI: the banner shows on a
 * visitor's first page, and the kit's Button brings Headless UI's render and focus utilities
 * (about 8 KB gzip) into that page's start-up JavaScript. It sets the same state attributes the
 * kit's styles read: `data-hover` under a mouse pointer and `data-active` while pressed; focus
 * is styled through :focus-visible as on every kit button.
 */
export function BannerButton({ variant = 'primary', onClick, children }: { variant?: 'primary' | 'outline' | 'ghost'; onClick: () => void; children: ReactNode }) {
  const [hover, setHover] = useState(false);
  const [active, setActive] = useState(false);
  return (
    <button
      type="button"
      className={button({ variant, size: 'sm' })}
      data-hover={hover ? '' : undefined}
      data-active={active ? '' : undefined}
      onPointerEnter={(e) => { if (e.pointerType === 'mouse') setHover(true); }}
      onPointerLeave={() => { setHover(false); setActive(false); }}
      onPointerDown={() => setActive(true)}
      onPointerUp={() => setActive(false)}
      onPointerCancel={() => setActive(false)}
      onClick={onClick}
    >
      <span>{children}</span>
    </button>
  );
}
