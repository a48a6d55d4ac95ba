import { Outlet } from 'react-router-dom';

/** The frame around every page (header, footer, cookie banner arrive with issue 7). */
export function AppLayout() {
  return <Outlet />;
}
