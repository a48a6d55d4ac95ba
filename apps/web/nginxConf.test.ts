// @vitest-environment node
// The example nginx configuration (product §15.10): every location sends every security header
// (nginx drops the server's add_header in a location that has one of its own), HSTS included,
// and style-src allows the build's inline styles by hash, never 'unsafe-inline'. Read twice: the
// configuration parsed here, and, where Debian's nginx is installed, served by nginx itself.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CACHE_CONTROL } from './assetCaching';
import { NGINX_STYLE_SOURCE_FILE, inlineStylesOf, inlineStylesOfBuild, nginxStyleSourceConf, styleSources } from './cspStyleHashes';
import { STRICT_TRANSPORT_SECURITY, contentSecurityPolicy, securityHeaders } from './securityHeaders';

const CONF = readFileSync(new URL('./deploy/nginx.conf', import.meta.url), 'utf8');
const API = 'https://api.portfoliotracker.app';
/** What every response of the site must carry; the CSP's style-src is the build's, through $pt_style_src. */
const EXPECTED = { ...securityHeaders(API, '$pt_style_src'), 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY };

interface Block { head: string; body: string }
/** The `{ … }` blocks directly inside `text` (nested braces kept in the body). */
function blocks(text: string): Block[] {
  const out: Block[] = [];
  let depth = 0;
  let start = 0;
  let headStart = 0;
  let inQuote = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"' && text[i - 1] !== '\\') inQuote = !inQuote;
    if (inQuote) continue;
    if (ch === '#') { i = text.indexOf('\n', i); if (i < 0) break; continue; }
    if (ch === '{') {
      if (depth === 0) { start = i + 1; }
      depth++;
    } else if (ch === '}') {
      depth--;
      if (depth === 0) {
        out.push({ head: text.slice(headStart, start - 1).trim().split('\n').at(-1)!.trim(), body: text.slice(start, i) });
        headStart = i + 1;
      }
    } else if ((ch === ';') && depth === 0) headStart = i + 1;
  }
  return out;
}
/** The add_header directives at the top level of a block's body. */
function addHeaders(body: string): Record<string, string> {
  const top = body.replace(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/g, '{}');
  const headers: Record<string, string> = {};
  for (const m of top.matchAll(/^\s*add_header\s+(\S+)\s+("(?:[^"\\]|\\.)*"|\S+)(?:\s+always)?\s*;/gm)) {
    headers[m[1]!] = m[2]!.startsWith('"') ? m[2]!.slice(1, -1).replace(/\\"/g, '"') : m[2]!;
  }
  return headers;
}

const servers = blocks(CONF).filter((b) => b.head.startsWith('server'));
const site = servers.find((s) => /listen\s+443/.test(s.body))!;
const locations = blocks(site.body).filter((b) => b.head.startsWith('location'));

describe('deploy/nginx.conf, read', () => {
  it('has an HTTPS server with the security headers, HSTS included, and plain HTTP only redirects', () => {
    expect(addHeaders(site.body)).toMatchObject(EXPECTED);
    const plain = servers.find((s) => /listen\s+80;/.test(s.body))!;
    expect(plain.body).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
  });

  it.each(locations.map((l) => [l.head]))('%s sends every header: it adds none that would drop the server’s', (head) => {
    const location = locations.find((l) => l.head === head)!;
    const own = addHeaders(location.body);
    const effective = Object.keys(own).length ? own : addHeaders(site.body);
    expect(effective).toMatchObject(EXPECTED);
  });

  it('style-src has no unsafe-inline: the build’s hashes instead; scripts stay strict', () => {
    const csp = addHeaders(site.body)['Content-Security-Policy']!;
    expect(csp).toBe(contentSecurityPolicy(API, '$pt_style_src'));
    expect(csp).not.toContain('unsafe-inline');
    expect(site.body).toContain(`include /srv/portfoliotracker/web/${NGINX_STYLE_SOURCE_FILE};`);
  });

  it('caches /assets/ for a year and nothing else', () => {
    expect(CONF).toContain(`~^/assets/ "${ASSET_CACHE_CONTROL}";`);
    expect(addHeaders(site.body)['Cache-Control']).toBe('$pt_cache_control');
  });
});

describe('the build’s inline styles as CSP sources', () => {
  it('hashes each <style> element and each style attribute, the attributes with unsafe-hashes', () => {
    const html = `<html><head><style>body{color:red}</style></head><body><div style="margin:0"></div><p style='width:32px;height:32px'></p><i style="margin:0"></i></body></html>`;
    const found = inlineStylesOf(html);
    expect(found).toEqual({ elements: ['body{color:red}'], attributes: ['margin:0', 'width:32px;height:32px', 'margin:0'] });
    // echo -n 'body{color:red}' | openssl dgst -sha256 -binary | base64
    expect(styleSources(found)).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]{43}=' 'unsafe-hashes' 'sha256-[A-Za-z0-9+/]{43}=' 'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(styleSources({ elements: [], attributes: [] })).toBe("'self'");
  });

  const dist = new URL('./dist/', import.meta.url).pathname;
  it.skipIf(!existsSync(join(dist, NGINX_STYLE_SOURCE_FILE)))('the built file allows exactly the inline styles of the built pages', () => {
    expect(readFileSync(join(dist, NGINX_STYLE_SOURCE_FILE), 'utf8')).toBe(nginxStyleSourceConf(inlineStylesOfBuild(dist)));
  });
});

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

describe.skipIf(!NGINX)('deploy/nginx.conf, served by nginx', () => {
  let dir = '';
  let port = 0;
  let child: ReturnType<typeof spawn> | null = null;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pt-nginx-'));
    chmodSync(dir, 0o755);
    const root = join(dir, 'web');
    for (const [file, text] of Object.entries({
      'index.html': '<!doctype html><title>Home</title><style>body{margin:0}</style><div style="margin:0">home</div>',
      'app-shell.html': '<!doctype html><title>App</title>',
      'signin/index.html': '<!doctype html><title>Sign in</title>',
      'assets/index-abc123.js': 'console.log(1)',
    })) {
      mkdirSync(join(root, file, '..'), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    mkdirSync(join(root, 'csp'), { recursive: true });
    writeFileSync(join(root, NGINX_STYLE_SOURCE_FILE), nginxStyleSourceConf(inlineStylesOfBuild(root)));
    port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => { const p = (s.address() as { port: number }).port; s.close(() => resolve(p)); });
    });
    // The example as it is, except: loopback HTTP on a free port instead of 80/443 with certificates, and this root.
    const site = CONF
      .replace(/server \{\s*listen 80;[\s\S]*?return 301[^}]*\}/, '')
      .replace(/^\s*listen .*443.*;$/gm, '')
      .replace(/^\s*ssl_certificate.*;$/gm, '')
      .replace('server_name portfoliotracker.app;', `listen 127.0.0.1:${port};\n  server_name portfoliotracker.app;`)
      .replaceAll('/srv/portfoliotracker/web', root);
    writeFileSync(join(dir, 'site.conf'), site);
    writeFileSync(join(dir, 'nginx.conf'), [
      'worker_processes 1;', `pid ${dir}/nginx.pid;`, 'error_log stderr warn;', 'events {}',
      'http {', '  types { text/html html; application/javascript js; }', '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
      `  include ${dir}/site.conf;`, '}',
    ].join('\n'));
    const check = spawnSync(NGINX!, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
    child = spawn(NGINX!, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' });
    for (let i = 0; i < 50; i++) {
      try { await fetch(`http://127.0.0.1:${port}/`); break; } catch { await new Promise((r) => setTimeout(r, 100)); }
    }
  });
  afterAll(() => {
    child?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/', 200, null],
    ['/assets/index-abc123.js', 200, ASSET_CACHE_CONTROL],
    ['/assets/missing.js', 404, null],
    ['/signin', 200, null],
    ['/signin?email=a%40example.com', 200, null],
    ['/app/portfolio', 200, null],
    ['/csp/nginx-style-src.conf', 404, null],
  ] as const)('%s: %s with every security header', async (path, status, cacheControl) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`);
    expect(res.status).toBe(status);
    const styleSrc = readFileSync(join(dir, 'web', NGINX_STYLE_SOURCE_FILE), 'utf8').match(/"(.*)"/)![1]!;
    for (const [name, value] of Object.entries(EXPECTED)) {
      expect(res.headers.get(name), name).toBe(name === 'Content-Security-Policy' ? contentSecurityPolicy(API, styleSrc) : value);
    }
    expect(res.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(res.headers.get('content-security-policy')).toContain("'unsafe-hashes' 'sha256-");
    expect(res.headers.get('cache-control')).toBe(cacheControl);
  });
});
