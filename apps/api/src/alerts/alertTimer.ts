import type { Clock } from '../context';
import type { CheckAlerts } from './checkAlerts';

/** How often each server process checks the alerts. */
export const ALERT_CHECK_INTERVAL_MS = 60_000;

/**
 * Runs `check` every `intervalMs` on the clock's time, in each server process (the checks are
 * atomic, so several processes never fire an alert twice). The timer is unref'd, so it never keeps
 * a process alive, and a check still running when the next is due is not overlapped. A failed
 * check is logged and the next one runs as planned. `stop()` ends it (at shutdown).
 */
export function startAlertTimer(
  check: CheckAlerts,
  o: { clock: Clock; log: (line: string) => void; intervalMs?: number },
): { stop(): void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await check(o.clock.now());
    } catch (err) {
      o.log(`[error] price alert check: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), o.intervalMs ?? ALERT_CHECK_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
