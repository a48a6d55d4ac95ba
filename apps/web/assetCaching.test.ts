// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ASSET_CACHE_CONTROL } from './assetCaching';

describe('ASSET_CACHE_CONTROL', () => {
  it('is what the example nginx configuration sends for /assets/', () => {
    const nginx = readFileSync(new URL('./deploy/nginx.conf', import.meta.url), 'utf8');
    const assets = /location \/assets\/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(assets).toContain(`add_header Cache-Control "${ASSET_CACHE_CONTROL}";`);
  });
});
