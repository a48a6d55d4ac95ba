/** Leaves the page for a URL (an app link); replaceable in tests through the options of the hooks. */
export const assignLocation = (href: string): void => {
  if (typeof window !== 'undefined') window.location.assign(href);
};
