import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/** The peer address from @hono/node-server, or 'local' for in-process requests. */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: IncomingMessage } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'local';
}

/** Fixed one-minute windows per key, in memory. */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** null when allowed; otherwise the seconds until the window resets. */
  hit(key: string, nowMs: number): number | null {
    let w = this.windows.get(key);
    if (!w || nowMs - w.start >= this.windowMs) {
      if (this.windows.size > 10_000) this.prune(nowMs);
      w = { start: nowMs, count: 0 };
      this.windows.set(key, w);
    }
    w.count += 1;
    if (w.count > this.limit) return Math.max(1, Math.ceil((w.start + this.windowMs - nowMs) / 1000));
    return null;
  }

  private prune(nowMs: number): void {
    for (const [k, w] of this.windows) if (nowMs - w.start >= this.windowMs) this.windows.delete(k);
  }
}
