import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { conflict } from '../lib/http';
import { readBody } from '../lib/validate';
import { readApplication } from '../affiliate/applicationInput';
import { applicationFlags } from '../affiliate/fraud/applicationFlags';
import { recordNetwork, requestNetwork } from '../affiliate/fraud/networks';
import { toApplication } from '../affiliate/mappers';
import { findApplicationOfUser, hasApplication, insertApplication } from '../db/queries/affiliate';

/** The member's own affiliate application: submit once, read it back. */
export function registerAffiliateApplicationRoutes(app: Hono<AppEnv>, deps: AppDeps, auth: Auth): void {
  const { db, clock } = deps;

  app.post('/api/affiliate/applications', async (c) => {
    const user = await auth.requireUser(c);
    const a = readApplication(await readBody(c.req));
    const now = clock.now();
    const network = requestNetwork(c, deps.config);
    // The fraud signals the reviewing admin sees are taken now, with the network the applicant applies from.
    const row = await db.transaction(async (tx) => {
      if (await hasApplication(tx, user.id)) return undefined;
      await recordNetwork(tx, user.id, 'application', network, now);
      const flags = await applicationFlags(tx, user.id, user.email, a.email, now);
      return insertApplication(tx, user.id, a, flags, now);
    });
    if (!row) throw conflict('You have already submitted an application');
    return c.json(toApplication(row), 201);
  });

  app.get('/api/affiliate/applications', async (c) => {
    const user = await auth.requireUser(c);
    const row = await findApplicationOfUser(db, user.id);
    return c.json(row ? toApplication(row) : null);
  });
}
