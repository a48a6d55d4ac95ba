// The admin area's sub-navigation: the current page's link is marked with aria-current="page" and looks pressed.
import { Link } from 'react-router-dom';
import { ButtonLink, Inline, type RenderLink } from '@pt/ui';
import { ADMIN_NAV, type AdminPage } from './adminPages';

export function AdminNav({ current }: { current: AdminPage }) {
  return (
    <Inline as="nav" aria-label="Admin" gap="2">
      {ADMIN_NAV.map((page) => {
        const isCurrent = page.path === current.path;
        const renderLink: RenderLink = ({ href, children, ...rest }) => (
          <Link to={href} aria-current={isCurrent ? 'page' : undefined} {...rest}>{children}</Link>
        );
        return (
          <ButtonLink key={page.path} href={page.path} size="sm" variant={isCurrent ? 'secondary' : 'ghost'} renderLink={renderLink}>
            {page.label}
          </ButtonLink>
        );
      })}
    </Inline>
  );
}
