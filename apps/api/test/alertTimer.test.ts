// The price-alert timer: runs the check on the clock's time every interval, never two at once,
// keeps going after a failure, never keeps the process alive, and stops.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAlertTimer } from '../src/alerts/alertTimer';
import { FakeClock } from './helpers';

afterEach(() => { vi.useRealTimers(); });

describe('startAlertTimer', () => {
  it('checks at the clock’s time each interval, skips a tick while one runs, logs a failure and stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const clock = new FakeClock();
    const seen: string[] = [];
    const logs: string[] = [];
    let release: () => void = () => undefined;
    let calls = 0;
    const check = vi.fn(async (now: Date) => {
      calls++;
      seen.push(now.toISOString());
      if (calls === 2) await new Promise<void>((r) => { release = r; });
      if (calls === 3) throw new Error('database gone');
      return { checked: 0, fired: 0, rearmed: 0 };
    });
    const timer = startAlertTimer(check, { clock, log: (l) => logs.push(l), intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual(['2026-06-01T12:00:00.000Z']);
    clock.advance(60);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(2);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(logs).toEqual(['[error] price alert check: database gone']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(4);
    timer.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('does not keep the process alive', () => {
    const unref = vi.fn();
    const spy = vi.spyOn(globalThis, 'setInterval').mockReturnValue({ unref } as unknown as ReturnType<typeof setInterval>);
    try {
      startAlertTimer(async () => ({ checked: 0, fired: 0, rearmed: 0 }), { clock: new FakeClock(), log: () => undefined });
      expect(spy).toHaveBeenCalledWith(expect.any(Function), 60_000);
      expect(unref).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});
