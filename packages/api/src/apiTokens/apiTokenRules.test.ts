import { describe, expect, it } from 'vitest';
import { MAX_API_TOKEN_NAME, apiTokenCurlExample, apiTokenMessages, validateApiTokenName } from './apiTokenRules';

describe('API token rules', () => {
  it('a token needs a name of at most 60 characters, trimmed', () => {
    expect(validateApiTokenName({ name: '  Spreadsheet  ' })).toEqual({ ok: true, value: { name: 'Spreadsheet' } });
    expect(validateApiTokenName({ name: '   ' })).toEqual({ ok: false, fieldErrors: { name: apiTokenMessages.nameRequired } });
    expect(validateApiTokenName({})).toEqual({ ok: false, fieldErrors: { name: apiTokenMessages.nameRequired } });
    expect(validateApiTokenName({ name: 'x'.repeat(61) })).toEqual({ ok: false, fieldErrors: { name: apiTokenMessages.nameTooLong } });
    expect(validateApiTokenName({ name: 'x'.repeat(MAX_API_TOKEN_NAME) }).ok).toBe(true);
    expect(apiTokenMessages.nameTooLong).toBe(`The name can be at most ${MAX_API_TOKEN_NAME} characters`);
  });

  it('the curl example reads the portfolios with a Bearer token', () => {
    expect(apiTokenCurlExample('http://localhost:5000/')).toBe('curl -H "Authorization: Bearer pt_…" http://localhost:5000/api/portfolio/');
    expect(apiTokenCurlExample('https://api.example.com', 'pt_abc')).toBe('curl -H "Authorization: Bearer pt_abc" https://api.example.com/api/portfolio/');
  });
});
