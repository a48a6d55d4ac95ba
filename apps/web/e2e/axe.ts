import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

async function violationsAtRest(page: Page): Promise<string[]> {
  // Judge the page at rest: a toast or banner caught mid-fade has a blended colour that no user
  // reads. Only finite animations are awaited (spinners run forever), for at most 2 s.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    null,
    { timeout: 2000 },
  ).catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Fails the test on any axe violation of the page as it is now. */
export async function expectNoAxeViolations(page: Page, context?: string) {
  let summary = await violationsAtRest(page);
  // A toast that starts its fade-out while axe runs (its display time ran out meanwhile) is read
  // at a blended colour. Such a reading is gone a moment later; a real violation is still there,
  // so the page is judged once more before the test fails.
  if (summary.length > 0) summary = await violationsAtRest(page);
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}
