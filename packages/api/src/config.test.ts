import { describe, expect, it } from 'vitest';
import { resolveApiBaseUrl, resolveAppUrl } from './config';

describe('config (product §5)', () => {
  it('API base URL: http(s) and longer than 7 characters, else port 5000', () => {
    expect(resolveApiBaseUrl('https://api.example.com/')).toBe('https://api.example.com');
    for (const bad of ['http://', 'api.example.com', 'ftp://x.y', '', null, undefined]) expect(resolveApiBaseUrl(bad)).toBe('http://localhost:5000');
  });
  it('app URL: configured, else the page origin, else port 8080', () => {
    expect(resolveAppUrl('https://app.example', 'http://o.example')).toBe('https://app.example');
    expect(resolveAppUrl('', 'http://o.example')).toBe('http://o.example');
    expect(resolveAppUrl(undefined, null)).toBe('http://localhost:8080');
  });
});
