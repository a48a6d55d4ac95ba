import { Link } from 'react-router-dom';
import type { RenderLink } from '@pt/ui';

/** The kit's link renderer on react-router: internal paths use <Link>, others a plain anchor. */
export const renderRouterLink: RenderLink = ({ href, children, ...rest }) =>
  href.startsWith('/') && !href.startsWith('//') ? <Link to={href} {...rest}>{children}</Link> : <a href={href} {...rest}>{children}</a>;
