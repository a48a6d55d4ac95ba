import { Link } from 'react-router-dom';
import { ButtonLink, Inline, type RenderLink } from '@pt/ui';
import { WORKSPACE_PAGES, type WorkspacePage } from './workspacePages';

export interface WorkspaceNavProps {
  current: WorkspacePage;
  /** The query the links keep (the chosen portfolio), e.g. '?portfolio=12'. */
  search?: string;
}

/** Overview / Transactions: the current page's link is marked with aria-current="page" and looks pressed. */
export function WorkspaceNav({ current, search = '' }: WorkspaceNavProps) {
  return (
    <Inline as="nav" aria-label="Workspace" gap="2">
      {WORKSPACE_PAGES.map((page) => {
        const isCurrent = page.path === current.path;
        const renderLink: RenderLink = ({ href, children, ...rest }) => (
          <Link to={href} aria-current={isCurrent ? 'page' : undefined} {...rest}>{children}</Link>
        );
        return (
          <ButtonLink key={page.path} href={`${page.path}${search}`} size="sm" variant={isCurrent ? 'secondary' : 'ghost'} renderLink={renderLink}>
            {page.label}
          </ButtonLink>
        );
      })}
    </Inline>
  );
}
