import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redact';

describe('URLs as logged', () => {
  it("hide a student link's token, on the page and the API", () => {
    expect(redactUrl('/s/abcDEF_-123')).toBe('/s/[token]');
    expect(redactUrl('/api/student/abcDEF_-123')).toBe('/api/student/[token]');
    expect(redactUrl('/api/student/abc/documents?x=1')).toBe('/api/student/[token]/documents?x=1');
  });

  it('leave every other address as it is', () => {
    for (const url of ['/api/enquiries/123', '/sx/abc', '/login?next=/s/abc', '/api/students/1'])
      expect(redactUrl(url)).toBe(url);
  });
});
