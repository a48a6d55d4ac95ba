import { WORKSPACE_PATH } from '@pt/api';

/** Whether a path is the workspace overview's own address: /app, with or without trailing slashes. */
export function isOverviewPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === WORKSPACE_PATH;
}

/** Whether a path is in the workspace: /app or below it. */
export function isWorkspacePath(pathname: string): boolean {
  return pathname === WORKSPACE_PATH || pathname.startsWith(`${WORKSPACE_PATH}/`);
}
