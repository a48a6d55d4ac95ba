// The canvas cannot read CSS variables: the theme's values are looked up on the chart's element,
// so the chart draws in the theme's colours (vars) without a second copy of them.
import { vars } from '../../theme/contract.css';
import type { CanvasColors } from './performanceCanvas';

/** The value of a `var(--name)` reference as the element sees it; `fallback` when it is not set. */
export function resolveVar(element: Element, reference: string, fallback: string): string {
  const name = /^var\((--[^,)]+)/.exec(reference)?.[1];
  if (!name) return reference;
  const value = getComputedStyle(element).getPropertyValue(name).trim();
  return value || fallback;
}

/** '#0f6b63' and 0.3 -> 'rgba(15, 107, 99, 0.3)'; colours in other notations pass unchanged. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

export function chartColors(element: Element): CanvasColors {
  const line = resolveVar(element, vars.color.primary, '#0f6b63');
  return {
    line,
    areaTop: withAlpha(line, 0.28),
    areaBottom: withAlpha(line, 0.02),
    benchmark: resolveVar(element, vars.color.accent, '#f0a020'),
    text: resolveVar(element, vars.color.textMuted, '#3b5275'),
    grid: resolveVar(element, vars.color.border, '#d9e0ea'),
    crosshair: resolveVar(element, vars.color.textSubtle, '#5b6f8e'),
    fontFamily: resolveVar(element, vars.font.body, 'system-ui, sans-serif'),
  };
}
