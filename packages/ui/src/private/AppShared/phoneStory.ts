// Story check for tables on phones (product §10.20); used by the Mobile stories of the kit's tables.
import { expect } from 'storybook/test';

/**
 * At phone width: the page is no wider than the screen, every table fits its box (no sideways
 * scroll), and the first row's title and key figures (`data-key`, or the given selector) lie
 * within the screen.
 */
export async function expectTablesFitPhone(canvasElement: HTMLElement, keySelector = 'th[scope="row"], [data-key]'): Promise<void> {
  const doc = canvasElement.ownerDocument;
  const view = doc.defaultView;
  if (!view) throw new Error('no window');
  await expect(view.innerWidth).toBeLessThan(768);
  await expect(doc.documentElement.scrollWidth).toBeLessThanOrEqual(doc.documentElement.clientWidth);
  const tables = [...canvasElement.querySelectorAll('table')];
  await expect(tables.length).toBeGreaterThan(0);
  for (const table of tables) {
    const box = table.parentElement;
    if (!box) continue;
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(box.clientWidth + 2);
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  }
  const firstRow = tables[0]?.querySelector('tbody tr');
  const keys = firstRow ? [...firstRow.querySelectorAll(keySelector)] : [];
  await expect(keys.length).toBeGreaterThan(0);
  for (const cell of keys) {
    const rect = cell.getBoundingClientRect();
    await expect(rect.left).toBeGreaterThanOrEqual(0);
    await expect(rect.right).toBeLessThanOrEqual(view.innerWidth);
  }
}
