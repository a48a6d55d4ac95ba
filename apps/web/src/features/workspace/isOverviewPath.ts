import { WORKSPACE_PATH } from '@pt/api';

/** Whether a path is the workspace overview's own address: /app, with or without trailing slashes. */
export function isOverviewPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === WORKSPACE_PATH;
}
