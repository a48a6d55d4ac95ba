import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails the test on any axe violation of the page as it is now. */
export async function expectNoAxeViolations(page: Page, context?: string) {
  // Judge the page at rest: a toast or banner caught mid-fade has a blended colour that no user
  // reads. Only finite animations are awaited (spinners run forever), for at most 2 s.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    null,
    { timeout: 2000 },
  ).catch(() => undefined);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}
