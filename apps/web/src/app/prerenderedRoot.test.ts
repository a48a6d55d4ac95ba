import { afterEach, describe, expect, it } from 'vitest';
import { canHydrate, prerenderedPath } from './prerenderedRoot';

function page(root: string, path: string) {
  document.body.innerHTML = root;
  window.history.replaceState(null, '', path);
}

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('prerendered root', () => {
  it('hydrates the HTML prerendered for the current path', () => {
    page('<div id="root" data-prerendered="/signin"><main>Welcome Back</main></div>', '/signin');
    expect(prerenderedPath()).toBe('/signin');
    expect(canHydrate()).toBe(true);
  });

  it('treats a trailing slash as the same page, and the query as irrelevant', () => {
    page('<div id="root" data-prerendered="/privacy-policy"><main>x</main></div>', '/privacy-policy/?from=footer');
    expect(canHydrate()).toBe(true);
    page('<div id="root" data-prerendered="/"><main>x</main></div>', '/?link=42#pricing');
    expect(canHydrate()).toBe(true);
  });

  it('does not hydrate HTML of another path (a script moved the address before hydration)', () => {
    page('<div id="root" data-prerendered="/"><main>landing</main></div>', '/signup');
    expect(canHydrate()).toBe(false);
  });

  it('does not hydrate when the history entry carries navigation state (a reload after a stateful navigation)', () => {
    page('<div id="root" data-prerendered="/signup"><main>Create Account</main></div>', '/signup');
    window.history.replaceState({ usr: { plan: 'premium', trial: true }, key: 'k', idx: 1 }, '', '/signup');
    expect(canHydrate()).toBe(false);
    window.history.replaceState({ usr: null, key: 'k', idx: 1 }, '', '/signup');
    expect(canHydrate()).toBe(true);
  });

  it('does not hydrate the empty app shell', () => {
    page('<div id="root"></div>', '/affiliates');
    expect(prerenderedPath()).toBeNull();
    expect(canHydrate()).toBe(false);
  });
});
