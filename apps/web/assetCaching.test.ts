// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASSET_CACHE_CONTROL } from './assetCaching';

describe('ASSET_CACHE_CONTROL', () => {
  it('is what the example nginx configuration sends for /assets/', () => {
    const nginx = readFileSync(new URL('./deploy/nginx.conf', import.meta.url), 'utf8');
    // A map at http level, sent by the server's add_header (a location's own add_header would drop the security headers).
    expect(nginx).toContain(`~^/assets/ "${ASSET_CACHE_CONTROL}";`);
  });
});
