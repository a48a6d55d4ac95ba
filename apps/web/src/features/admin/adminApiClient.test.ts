import { describe, expect, it } from 'vitest';
import { rewriteAdminPath } from './adminApiClient';

describe('rewriteAdminPath', () => {
  it("maps the SDK's admin path to the server's", () => {
    expect(rewriteAdminPath('http://127.0.0.1:5100/api/affiliate/admin/applications')).toBe('http://127.0.0.1:5100/api/admin/affiliate-applications');
    expect(rewriteAdminPath('http://h/api/affiliate/admin/applications/a%201/reject')).toBe('http://h/api/admin/affiliate-applications/a%201/reject');
  });
  it('leaves every other call alone', () => {
    expect(rewriteAdminPath('http://h/api/affiliate/links')).toBe('http://h/api/affiliate/links');
  });
});
