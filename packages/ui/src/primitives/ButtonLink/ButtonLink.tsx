import type { MouseEvent, ReactNode } from 'react';
import { cx } from '../../cx';
import { button } from '../Button/Button.css';
import { defaultRenderLink, type RenderLink } from '../SiteLink';
import * as s from './ButtonLink.css';

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  /** Map to your router's link; a plain anchor by default. */
  renderLink?: RenderLink;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Opens in a new tab (external pages). */
  external?: boolean;
  className?: string;
}

/**
 * A link that looks like a button, for navigation calls to action. No Headless UI: it
 * renders the same on the server and the client and costs next to nothing in the bundle.
 */
export function ButtonLink({ href, children, variant = 'primary', size = 'md', fullWidth, renderLink = defaultRenderLink, onClick, external, className }: ButtonLinkProps) {
  return renderLink({
    href,
    className: cx(button({ variant, size, fullWidth }), s.hover[variant], className),
    children,
    onClick,
    ...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
  });
}
