import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { messages } from '@pt/api';
import { COPIED_FEEDBACK_MS, useClipboard } from './useClipboard';

/** Installs (or, with undefined, removes) navigator.clipboard for one test. */
function setClipboard(value: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true, writable: true });
}

const hadOwn = Object.prototype.hasOwnProperty.call(navigator, 'clipboard');
const original = (navigator as { clipboard?: Clipboard }).clipboard;
afterEach(() => {
  if (hadOwn) setClipboard(original);
  else delete (navigator as { clipboard?: Clipboard }).clipboard;
  vi.useRealTimers();
});

describe('useClipboard', () => {
  it('starts with nothing copied and no message', () => {
    const { result } = renderHook(() => useClipboard());
    expect(result.current).toMatchObject({ copiedText: null, message: null });
  });

  it("copies: resolves true, remembers the text and says 'Copied!'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    const { result } = renderHook(() => useClipboard());
    let ok: boolean | undefined;
    await act(async () => { ok = await result.current.copy('SAVE10'); });
    expect(ok).toBe(true);
    expect(writeText).toHaveBeenCalledExactlyOnceWith('SAVE10');
    expect(result.current).toMatchObject({ copiedText: 'SAVE10', message: messages.copied });
  });

  it('a later copy replaces the copied text', async () => {
    setClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
    const { result } = renderHook(() => useClipboard());
    await act(async () => { await result.current.copy('one'); });
    await act(async () => { await result.current.copy('two'); });
    expect(result.current).toMatchObject({ copiedText: 'two', message: messages.copied });
  });

  it('does not report a copy before the write has finished', async () => {
    let finish: () => void = () => undefined;
    setClipboard({ writeText: () => new Promise<void>((r) => { finish = r; }) });
    const { result } = renderHook(() => useClipboard());
    let pending!: Promise<boolean>;
    act(() => { pending = result.current.copy('slow'); });
    expect(result.current).toMatchObject({ copiedText: null, message: null });
    await act(async () => { finish(); await pending; });
    expect(result.current).toMatchObject({ copiedText: 'slow', message: messages.copied });
  });

  it("clears 'Copied!' after COPIED_FEEDBACK_MS, counted from the latest copy", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    setClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
    const { result } = renderHook(() => useClipboard());
    await act(async () => { await result.current.copy('one'); });
    await act(() => vi.advanceTimersByTimeAsync(COPIED_FEEDBACK_MS - 500));
    await act(async () => { await result.current.copy('two'); });
    await act(() => vi.advanceTimersByTimeAsync(COPIED_FEEDBACK_MS - 1));
    expect(result.current).toMatchObject({ copiedText: 'two', message: messages.copied });
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toMatchObject({ copiedText: null, message: null });
  });

  it('takes its own reset time, and leaves no timer behind on unmount', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    setClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
    const { result, unmount } = renderHook(() => useClipboard({ resetAfterMs: 500 }));
    await act(async () => { await result.current.copy('x'); });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(result.current.copiedText).toBe('x');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.copiedText).toBeNull();
    await act(async () => { await result.current.copy('y'); });
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('resolves false with no message when the Clipboard API is missing', async () => {
    setClipboard(undefined);
    const { result } = renderHook(() => useClipboard());
    let ok: boolean | undefined;
    await act(async () => { ok = await result.current.copy('x'); });
    expect(ok).toBe(false);
    expect(result.current).toMatchObject({ copiedText: null, message: null });
  });

  it("resolves false when the write is refused, and clears an earlier 'Copied!'", async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    setClipboard({ writeText });
    const { result } = renderHook(() => useClipboard());
    await act(async () => { await result.current.copy('first'); });
    expect(result.current.message).toBe(messages.copied);
    let ok: boolean | undefined;
    await act(async () => { ok = await result.current.copy('second'); });
    expect(ok).toBe(false);
    expect(writeText).toHaveBeenLastCalledWith('second');
    expect(result.current).toMatchObject({ copiedText: null, message: null });
  });

  it('keeps the same copy function across renders', async () => {
    setClipboard({ writeText: vi.fn().mockResolvedValue(undefined) });
    const { result, rerender } = renderHook(() => useClipboard());
    const first = result.current.copy;
    await act(async () => { await result.current.copy('x'); });
    rerender();
    expect(result.current.copy).toBe(first);
  });
});
