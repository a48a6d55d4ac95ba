// Runs the published SDK (ESM) against the reference API and checks what it answers.
import assert from 'node:assert/strict';
import { ApiError, createApiClient } from '@pt/api';

const client = createApiClient({ baseUrl: process.env.API_URL });
const health = await client.health.get();
assert.equal(health.status, 'ok');
const plans = await client.subscription.plans();
assert.ok(plans.some((p) => p.name.toLowerCase() === 'premium'), 'the Premium plan is served');
await assert.rejects(client.auth.me(), (e) => e instanceof ApiError && e.status === 401);
const { createRequire } = await import('node:module');
const cjs = createRequire(import.meta.url)('@pt/api');
assert.equal(typeof cjs.createApiClient, 'function', 'the CommonJS build loads too');
console.log(`consumer: health ${health.status}, ${plans.length} plans, unauthenticated /me rejected with 401`);
