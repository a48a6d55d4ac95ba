/**
 * Saves bytes as a download under `fileName` (an object URL and a temporary link). The URL is
 * kept a while after the click: the browser reads it when the download starts, not at once.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
