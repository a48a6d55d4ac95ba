import type { Context } from 'hono';
import type { Queryable } from '../../db';
import { clientIp, clientKey } from '../../lib/clientIp';
import { insertMemberNetwork, listMemberNetworks } from '../../db/queries/affiliate';

export type NetworkSource = 'signup' | 'application' | 'referral';

/** Loopback addresses: every request of a development machine comes from one, so they tell nothing. */
const isLoopback = (ip: string): boolean => ip.startsWith('127.') || ip === '::1' || ip.startsWith('::ffff:127.');

/**
 * The request's network for fraud signals: the client address as the same keyed hash as click
 * de-duplication (so clicks compare), or null when the address is unknown or loopback.
 */
export function requestNetwork(c: Context, config: { trustProxy: number; jwtSecret: string }): string | null {
  const ip = clientIp(c, config.trustProxy);
  return ip === 'local' || isLoopback(ip) ? null : clientKey(c, config);
}

/** Remembers that a member was seen on a network (the first time per source counts). */
export async function recordNetwork(q: Queryable, userId: string, source: NetworkSource, network: string | null, at: Date): Promise<void> {
  if (!network) return;
  await insertMemberNetwork(q, userId, network, source, at);
}

/** The networks a member was seen on, for the given sources. */
export async function networksOf(q: Queryable, userId: string, sources: readonly NetworkSource[]): Promise<string[]> {
  return listMemberNetworks(q, userId, sources);
}
