import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { sha256 } from './crypto';

/**
 * The client's address. Without proxies (`trustProxy` 0) it is the socket's peer, and headers
 * are ignored: a client cannot choose its own address. Behind `trustProxy` proxies
 * (TRUST_PROXY=<hops>) each proxy appends the address it saw to X-Forwarded-For, so the client
 * is the entry that many places from the right; entries further left were sent by the client
 * and are never used. In-process requests (tests) without a socket read as 'local'.
 */
export function clientIp(c: Context, trustProxy: number): string {
  const env = c.env as { incoming?: Pick<IncomingMessage, 'socket'> } | undefined;
  const peer = env?.incoming?.socket?.remoteAddress ?? 'local';
  if (trustProxy <= 0) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const nearestFirst = [peer, ...forwarded.reverse()];
  return nearestFirst[Math.min(trustProxy, nearestFirst.length - 1)] ?? peer;
}

/**
 * The client address as a key for counters shared in the database (rate limits, click
 * de-duplication): keyed with the server secret, so stored rows do not hold addresses.
 */
export function clientKey(c: Context, config: { trustProxy: number; jwtSecret: string }): string {
  return sha256(`${config.jwtSecret}|client|${clientIp(c, config.trustProxy)}`).slice(0, 32);
}
