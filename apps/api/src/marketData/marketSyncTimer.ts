import type { MarketService } from './marketService';

/** How often each server process syncs held instruments and FX rates (product §13.2). */
export const MARKET_SYNC_INTERVAL_MS = 60_000;

/**
 * Runs `market.syncHeld()` soon after start and then every minute, in each server process: the
 * lease per instrument keeps instances from fetching one twice. Unref'd, never overlapped; a failed
 * run is logged and the next one runs as planned. `stop()` ends it.
 */
export function startMarketSyncTimer(market: MarketService, o: { log: (line: string) => void; intervalMs?: number; firstDelayMs?: number }): { stop(): void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await market.syncHeld();
    } catch (err) {
      o.log(`[error] market sync: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), o.firstDelayMs ?? 5_000);
  first.unref();
  const timer = setInterval(() => void tick(), o.intervalMs ?? MARKET_SYNC_INTERVAL_MS);
  timer.unref();
  return {
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
