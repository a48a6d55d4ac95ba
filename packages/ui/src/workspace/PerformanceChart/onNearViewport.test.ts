import { afterEach, describe, expect, it, vi } from 'vitest';
import { onNearViewport } from './onNearViewport';

// A stand-in observer: the test says when the element comes into the (extended) viewport.
class FakeObserver {
  static last: FakeObserver | null = null;
  observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void, readonly options: { rootMargin?: string }) {
    FakeObserver.last = this;
  }
  observe(element: Element) { this.observed.push(element); }
  disconnect() { this.disconnected = true; }
  report(isIntersecting: boolean) { this.callback([{ isIntersecting }]); }
}

afterEach(() => { vi.unstubAllGlobals(); FakeObserver.last = null; });

describe('onNearViewport', () => {
  it('starts at once where the browser cannot tell where the element is', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const start = vi.fn();
    onNearViewport(document.createElement('div'), start);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts once, when the element comes within the margin of the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const start = vi.fn();
    const element = document.createElement('div');
    onNearViewport(element, start, '300px');
    const observer = FakeObserver.last!;
    expect(observer.observed).toEqual([element]);
    expect(observer.options.rootMargin).toBe('300px 0px');
    observer.report(false);
    expect(start).not.toHaveBeenCalled();
    observer.report(true);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('never starts once told to stop waiting', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const start = vi.fn();
    const stop = onNearViewport(document.createElement('div'), start);
    stop();
    expect(FakeObserver.last!.disconnected).toBe(true);
  });
});
