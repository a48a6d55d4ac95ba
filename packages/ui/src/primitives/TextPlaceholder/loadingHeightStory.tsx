// Story support (not exported by the kit): a component's loading state beside its loaded state at
// several widths, and the check that each loading one is exactly as tall as its loaded one, which
// is what keeps a page from shifting when the data arrives.
import type { ReactNode } from 'react';
import { expect } from 'storybook/test';

export interface LoadingHeightPairsProps {
  /** Container widths in px (a phone's content width, a wider card); 'auto' takes the canvas' width. */
  widths: readonly (number | 'auto')[];
  loading: ReactNode;
  loaded: ReactNode;
}

/** Each width gets the loading state above the loaded one. */
export function LoadingHeightPairs({ widths, loading, loaded }: LoadingHeightPairsProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 32 }}>
      {widths.map((width) => (
        <div key={width} data-height-pair={width} style={{ display: 'flex', flexDirection: 'column', gap: 16, width, maxWidth: '100%' }}>
          <div>{loading}</div>
          <div>{loaded}</div>
        </div>
      ))}
    </div>
  );
}

/** Every pair's loading state is as tall as its loaded state, once the web font has loaded. */
export async function expectLoadingAsTallAsLoaded(canvasElement: HTMLElement) {
  await canvasElement.ownerDocument.fonts.ready;
  const pairs = [...canvasElement.querySelectorAll<HTMLElement>('[data-height-pair]')];
  await expect(pairs.length).toBeGreaterThan(0);
  for (const pair of pairs) {
    const [loading, loaded] = [...pair.children].map((child) => Math.round(child.getBoundingClientRect().height));
    await expect({ width: pair.dataset.heightPair, height: loading }).toEqual({ width: pair.dataset.heightPair, height: loaded });
  }
}
