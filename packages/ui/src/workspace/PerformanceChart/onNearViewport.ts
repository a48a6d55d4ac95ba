/**
 * Calls `start` once `element` comes within `margin` of the viewport (at once where the browser
 * cannot tell, or when it already is); returns a function that stops waiting. The performance
 * chart draws its canvas this way: on a phone it sits below the fold, and loading and drawing the
 * chart library (about 55 KB and 200 ms of main thread under a 4x CPU slowdown) can wait until the
 * reader scrolls towards it.
 */
export function onNearViewport(element: Element, start: () => void, margin = '400px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    start();
  }, { rootMargin: `${margin} 0px` });
  observer.observe(element);
  return () => observer.disconnect();
}
