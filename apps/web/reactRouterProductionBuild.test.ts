// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { reactRouterProductionBuild } from './reactRouterProductionBuild';

type ResolveHook = (this: { resolve: (source: string) => Promise<{ id: string } | null> }, source: string, importer: string | undefined, options: object) => Promise<{ id: string } | null>;
const hook = reactRouterProductionBuild().resolveId as unknown as ResolveHook;
// What Vite resolves 'react-router' to: the package's exports name only dist/development.
const developmentEntry = createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve('react-router');
const resolveTo = (id: string | null) => ({ resolve: async () => (id === null ? null : { id }) });

describe('reactRouterProductionBuild', () => {
  it('resolves react-router to its production build, a file that exists', async () => {
    expect(developmentEntry).toMatch(/[\\/]dist[\\/]development[\\/]/);
    const resolved = await hook.call(resolveTo(developmentEntry), 'react-router', '/app/src/main.tsx', {});
    expect(resolved?.id).toBe(developmentEntry.replace(/([\\/])development([\\/])/, '$1production$2'));
    await expect(import('node:fs').then((fs) => fs.existsSync(resolved!.id))).resolves.toBe(true);
  });

  it('leaves other packages, and a development file without a production twin, as they are', async () => {
    expect(await hook.call(resolveTo('/x/react/index.js'), 'react', undefined, {})).toBeNull();
    const missing = '/nowhere/react-router/dist/development/index.mjs';
    expect(await hook.call(resolveTo(missing), 'react-router/dom', undefined, {})).toEqual({ id: missing });
  });
});
