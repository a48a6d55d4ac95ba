// The inline styles a build's HTML carries, as CSP sources (product §15.10). The prerendered pages
// carry the app's stylesheet in a <style> element and React renders a few style="" attributes
// (Headless UI's, the spinner's); nothing adds inline styles at run time except through the CSSOM,
// which CSP does not govern. So style-src needs no 'unsafe-inline': the hash of each <style>
// element's text, and 'unsafe-hashes' with the hash of each style attribute's value. They are
// read from the built files, so they follow whatever the build inlines.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy } from './securityHeaders';

export interface InlineStyles { elements: string[]; attributes: string[] }

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const decode = (v: string) => v.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The texts of the <style> elements and the values of the style attributes of one HTML page. */
export function inlineStylesOf(html: string): InlineStyles {
  const elements = [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '');
  const attributes = [...html.matchAll(/\sstyle=(?:"([^"]*)"|'([^']*)')/gi)].map((m) => decode(m[1] ?? m[2] ?? ''));
  return { elements, attributes };
}

/** Every inline style of every .html file under `outDir`, each once, in a stable order. */
export function inlineStylesOfBuild(outDir: string): InlineStyles {
  const elements = new Set<string>();
  const attributes = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.html')) {
        const found = inlineStylesOf(readFileSync(path, 'utf8'));
        found.elements.forEach((e) => elements.add(e));
        found.attributes.forEach((a) => attributes.add(a));
      }
    }
  };
  walk(outDir);
  return { elements: [...elements].sort(), attributes: [...attributes].sort() };
}

/** The style-src sources that allow exactly these inline styles: 'self', their hashes, and 'unsafe-hashes' for attributes. */
export function styleSources(styles: InlineStyles): string {
  const elementHashes = [...new Set(styles.elements.map(sha256))];
  const attributeHashes = [...new Set(styles.attributes.map(sha256))];
  return ["'self'", ...elementHashes, ...(attributeHashes.length ? ["'unsafe-hashes'", ...attributeHashes] : [])].join(' ');
}

/** The line the example nginx configuration includes (deploy/nginx.conf): the build's style sources as $pt_style_src. */
export const nginxStyleSourceConf = (styles: InlineStyles): string =>
  `# Written by the build (scripts/prerender.ts): the inline styles of this build's HTML, for the CSP's style-src.\nset $pt_style_src "${styleSources(styles)}";\n`;

/** Where the build writes it, under the output folder. */
export const NGINX_STYLE_SOURCE_FILE = 'csp/nginx-style-src.conf';

/**
 * In `vite preview` (what the e2e suite, Lighthouse and `npm start` serve) the CSP allows the
 * inline styles of the folder it serves, read once at start, so every e2e test runs under the
 * policy production sends.
 */
export function previewContentSecurityPolicy(apiOrigin: string): Plugin {
  return {
    name: 'pt-preview-csp',
    configurePreviewServer(server) {
      const csp = contentSecurityPolicy(apiOrigin, styleSources(inlineStylesOfBuild(join(server.config.root, server.config.build.outDir))));
      server.middlewares.use((_req, res, next) => {
        res.setHeader('Content-Security-Policy', csp);
        next();
      });
    },
  };
}
