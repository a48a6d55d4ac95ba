import { useEffect } from 'react';
import { brand } from '@pt/api';

/**
 * Names the browser tab after the page ('Transactions · Portfolio Tracker') while it is shown, so
 * tabs, history and screen readers tell the pages apart; the previous title comes back after.
 */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    const before = document.title;
    document.title = `${page} · ${brand.name}`;
    return () => { document.title = before; };
  }, [page]);
}
