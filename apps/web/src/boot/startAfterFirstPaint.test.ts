import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadScripts, PAINT_WAIT_MS, startAfterFirstPaint } from './startAfterFirstPaint';

/** A Paint Timing observer the test fires by hand. */
class FakePaintObserver {
  static instances: FakePaintObserver[] = [];
  constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    FakePaintObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  report(name: string) {
    this.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) });
  }
}

function bootTag(entry = '/assets/index-abc.js', preload = '/assets/react-1.js /assets/router-2.js') {
  const tag = document.createElement('script');
  tag.type = 'module';
  tag.dataset.entry = entry;
  tag.dataset.preload = preload;
  document.head.append(tag);
  return tag;
}

const moduleScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].map((s) => s.getAttribute('src'));
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

const realObserver = window.PerformanceObserver;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  FakePaintObserver.instances = [];
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  window.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
});

afterEach(() => {
  vi.useRealTimers();
  window.PerformanceObserver = realObserver;
  document.head.innerHTML = '';
});

describe('loadScripts', () => {
  it('adds a modulepreload per listed file and the entry as a module script, all at low priority', () => {
    loadScripts(bootTag());
    expect(preloads()).toEqual(['/assets/react-1.js', '/assets/router-2.js']);
    expect(moduleScripts()).toEqual(['/assets/index-abc.js']);
    for (const el of document.head.querySelectorAll('link[rel="modulepreload"], script[src]')) {
      expect(el.getAttribute('fetchpriority')).toBe('low');
    }
  });

  it('adds nothing when the tag names no entry', () => {
    loadScripts(bootTag(''));
    expect(moduleScripts()).toEqual([]);
    expect(preloads()).toEqual([]);
  });
});

describe('startAfterFirstPaint', () => {
  it('asks for nothing before the first contentful paint, then for everything once', () => {
    startAfterFirstPaint(bootTag());
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    FakePaintObserver.instances[0]!.report('first-paint');
    expect(moduleScripts()).toEqual([]);

    FakePaintObserver.instances[0]!.report('first-contentful-paint');
    expect(moduleScripts()).toEqual(['/assets/index-abc.js']);

    // The fallback timeout and a repeated report add nothing more.
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    FakePaintObserver.instances[0]!.report('first-contentful-paint');
    expect(moduleScripts()).toHaveLength(1);
    expect(preloads()).toHaveLength(2);
  });

  it('starts after the fallback wait when the browser reports no paint', () => {
    startAfterFirstPaint(bootTag());
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(moduleScripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(moduleScripts()).toEqual(['/assets/index-abc.js']);
  });

  it('starts at the fallback wait in a browser without Paint Timing', () => {
    window.PerformanceObserver = class { constructor() { throw new TypeError('unsupported'); } } as unknown as typeof PerformanceObserver;
    startAfterFirstPaint(bootTag());
    expect(moduleScripts()).toEqual([]);
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    expect(moduleScripts()).toEqual(['/assets/index-abc.js']);
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    visibility = 'hidden';
    startAfterFirstPaint(bootTag());
    expect(moduleScripts()).toEqual(['/assets/index-abc.js']);
  });
});
