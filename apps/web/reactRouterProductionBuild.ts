import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const DEVELOPMENT_DIR = /([\\/]react-router[\\/]dist[\\/])development([\\/])/;

/**
 * Production builds take react-router's production bundle. Its package exports name only
 * dist/development (remix-run/react-router#12532, #14102: "intended to be temporary"), so Vite
 * ships the development build: dev warnings and their checks included. The production files sit
 * beside them with the same names and exports; `vite dev` keeps the development build.
 */
export function reactRouterProductionBuild(): Plugin {
  return {
    name: 'pt:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && !source.startsWith('react-router/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !DEVELOPMENT_DIR.test(resolved.id)) return resolved;
      const production = resolved.id.replace(DEVELOPMENT_DIR, '$1production$2');
      return existsSync(production) ? { ...resolved, id: production } : resolved;
    },
  };
}
