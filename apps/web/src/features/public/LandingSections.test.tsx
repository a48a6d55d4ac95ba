// Arriving at /#faq: the section is scrolled to at once, and again once the plans above it have
// replaced their (shorter) placeholder, unless the visitor has moved meanwhile.
import { act, fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PtReact from '@pt/react';

const plans = vi.hoisted(() => ({ current: { status: 'loading', offers: [] as unknown[] } }));

vi.mock('@pt/react', async (importOriginal) => ({
  ...(await importOriginal<typeof PtReact>()),
  usePlans: () => ({ ...plans.current, message: null, cycle: 'monthly', setCycle: () => {}, refresh: async () => {} }),
  useAuth: () => ({ status: 'signedOut' }),
  useAffiliateSession: () => ({ discount: null }),
  useReducedMotion: () => true,
}));

const scrolledTo: string[] = [];

beforeEach(() => {
  plans.current = { status: 'loading', offers: [] };
  scrolledTo.length = 0;
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) { scrolledTo.push(this.id); };
});
afterEach(() => { Reflect.deleteProperty(Element.prototype, 'scrollIntoView'); });

async function arriveAt(hash: string) {
  const { LandingSections } = await import('./LandingSections');
  const view = render(<MemoryRouter initialEntries={[`/${hash}`]}><LandingSections /></MemoryRouter>);
  const plansArrive = () => {
    plans.current = { status: 'error', offers: [] };
    view.rerender(<MemoryRouter initialEntries={[`/${hash}`]}><LandingSections /></MemoryRouter>);
  };
  return { plansArrive };
}

describe('LandingSections, arriving at a section', () => {
  it('scrolls to it, and again once the plans above it have loaded or failed', async () => {
    const { plansArrive } = await arriveAt('#faq');
    expect(scrolledTo).toEqual(['faq']);
    act(plansArrive);
    expect(scrolledTo).toEqual(['faq', 'faq']);
  }, 60_000); // the first import compiles the kit's styles

  it('leaves the page where the visitor put it when they scrolled or pressed a key first', async () => {
    const { plansArrive } = await arriveAt('#contact');
    expect(scrolledTo).toEqual(['contact']);
    fireEvent.wheel(window);
    act(plansArrive);
    expect(scrolledTo).toEqual(['contact']);
  }, 60_000);

  it('does not scroll without a section in the address', async () => {
    const { plansArrive } = await arriveAt('');
    act(plansArrive);
    expect(scrolledTo).toEqual([]);
  }, 60_000);
});
