import { systemClock, type Clock } from '../context';

/**
 * The system's clock, moved forward by an offset: the development server's, so an end-to-end run can
 * let a holding period or a subscription period pass (POST /dev/clock). Never used in production.
 */
export interface DevClock extends Clock {
  /** Moves the clock forward by `ms` (never back: stored rows keep their order). */
  shift(ms: number): void;
  /** Puts the clock back on the base clock's time (offset 0), so later runs start from the real date. */
  reset(): void;
  offsetMs(): number;
}

export function devClock(base: Clock = systemClock): DevClock {
  let offset = 0;
  return {
    now: () => new Date(base.now().getTime() + offset),
    shift(ms) { offset += Math.max(0, ms); },
    reset() { offset = 0; },
    offsetMs: () => offset,
  };
}

export const isDevClock = (clock: Clock): clock is DevClock => typeof (clock as Partial<DevClock>).shift === 'function';
