import { useEffect } from 'react';

/**
 * Asks search engines not to index the page while it is shown: a `<meta name="robots"
 * content="noindex">` added on mount and removed on unmount. The API's X-Robots-Tag header covers
 * its own answers, not this page's HTML, so the page says it itself.
 */
export function useRobotsNoindex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => { meta.remove(); };
  }, []);
}
