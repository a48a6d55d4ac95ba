import type { MouseEvent, ReactElement, ReactNode } from 'react';

/** What the kit hands to a link renderer: map `href` to your router's `to`. */
export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  'aria-label'?: string;
  'aria-current'?: 'page' | 'location';
  target?: string;
  rel?: string;
}

/**
 * Renders a link. The default is a plain anchor; an app passes e.g.
 * `({ href, ...rest }) => <Link to={href} {...rest} />` to use its router.
 * The returned element must spread the props it is given (menus merge their own).
 */
export type RenderLink = (props: LinkRenderProps) => ReactElement;

export const defaultRenderLink: RenderLink = ({ href, children, ...rest }) => (
  <a href={href} {...rest}>
    {children}
  </a>
);
