// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isIgnoredRenderError } from './isIgnoredRenderError';

describe('isIgnoredRenderError', () => {
  it.each([
    new TypeError("Failed to construct 'URL': Invalid URL"),
    new TypeError('Invalid URL: /relative'),
    'invalid url',
  ])('ignores URL construction errors: %s', (error) => {
    expect(isIgnoredRenderError(error)).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), new Error('Network error'), null, 42])(
    'keeps other errors: %s',
    (error) => {
      expect(isIgnoredRenderError(error)).toBe(false);
    },
  );
});
