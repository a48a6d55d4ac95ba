import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../context';
import type { Auth } from '../session';
import { conflict } from '../lib/http';
import { readBody } from '../lib/validate';
import { readApplication } from '../affiliate/applicationInput';
import { applicationFlags } from '../affiliate/fraud/applicationFlags';
import { recordNetwork, requestNetwork } from '../affiliate/fraud/networks';
import { toApplication, type ApplicationRow } from '../affiliate/mappers';

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
      if ((await tx.query('SELECT 1 FROM affiliate_applications WHERE user_id = $1', [user.id])).length) return undefined;
      await recordNetwork(tx, user.id, 'application', network, now);
      const flags = await applicationFlags(tx, user.id, user.email, a.email, now);
      return (await tx.query<ApplicationRow>(
        `INSERT INTO affiliate_applications (user_id, full_name, email, phone, website, social_media, company_name, location, audience_size,
           marketing_channels, experience_description, motivation, flags, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13::jsonb, $14, $14)
         ON CONFLICT (user_id) DO NOTHING RETURNING *`,
        [user.id, a.full_name, a.email, a.phone, a.website ?? null, a.social_media ?? null, a.company_name ?? null, a.location, a.audience_size,
          JSON.stringify(a.marketing_channels), a.experience_description, a.motivation, JSON.stringify(flags), now],
      ))[0];
    });
    if (!row) throw conflict('You have already submitted an application');
    return c.json(toApplication(row), 201);
  });

  app.get('/api/affiliate/applications', async (c) => {
    const user = await auth.requireUser(c);
    const row = (await db.query<ApplicationRow>('SELECT * FROM affiliate_applications WHERE user_id = $1', [user.id]))[0];
    return c.json(row ? toApplication(row) : null);
  });
}
