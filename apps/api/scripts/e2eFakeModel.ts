// The end-to-end run's model server (product §15.3): test/support/fakeModelServer.ts on
// FAKE_MODEL_PORT, writing its answer a word every FAKE_MODEL_DELAY_MS (default 80) so a browser
// sees it stream in.
import { startFakeModelServer } from '../test/support/fakeModelServer';

const server = await startFakeModelServer({
  port: Number(process.env.FAKE_MODEL_PORT ?? 5150),
  chunkDelayMs: Number(process.env.FAKE_MODEL_DELAY_MS ?? 80),
  apiKey: process.env.FAKE_MODEL_API_KEY || undefined,
});
console.log(`Fake model server at ${server.url}`);
const stop = () => { void server.close().then(() => process.exit(0)); };
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
