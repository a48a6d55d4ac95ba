// Dedicated ports so the tests never collide with a running `npm start` (5000 / 8080). A second
// checkout on the same machine sets E2E_PORT_OFFSET (e.g. 1000) for ports of its own; the builds
// (scripts/withE2eUrls.ts) and the Lighthouse step read the same values.
function portOffset(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 0;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 50_000) {
    throw new Error(`E2E_PORT_OFFSET must be a whole number from 0 to 50000, got '${raw}'`);
  }
  return offset;
}

const offset = portOffset(process.env.E2E_PORT_OFFSET);
export const E2E_API_PORT = 5100 + offset;
export const E2E_WEB_PORT = 8180 + offset;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
export const E2E_WEB_URL = `http://127.0.0.1:${E2E_WEB_PORT}`;
/** The test mail relay (SMTP) the API sends to, the endpoint the specs read it from, and the fake model server (product §15). */
export const E2E_SMTP_PORT = 5170 + offset;
export const E2E_SMTP_READ_URL = `http://127.0.0.1:${5160 + offset}`;
export const E2E_MODEL_PORT = 5150 + offset;
