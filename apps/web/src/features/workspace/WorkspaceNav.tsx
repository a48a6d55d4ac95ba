import { AppNavigation } from '@pt/ui/workspace';
import { renderRouterLink } from '../../app/renderRouterLink';
import { WORKSPACE_PAGES, type WorkspacePage } from './workspacePages';

export interface WorkspaceNavProps {
  current: WorkspacePage;
  /** The query the links keep (the chosen portfolio), e.g. '?portfolio=12'. */
  search?: string;
}

/**
 * The app's navigation (product §10.19): every workspace page, the current one marked with
 * aria-current="page"; on a phone one menu button naming the current page.
 */
export function WorkspaceNav({ current, search = '' }: WorkspaceNavProps) {
  return (
    <AppNavigation
      label="Workspace"
      items={WORKSPACE_PAGES.map((page) => ({ href: `${page.path}${search}`, label: page.label }))}
      currentHref={`${current.path}${search}`}
      renderLink={renderRouterLink}
    />
  );
}
