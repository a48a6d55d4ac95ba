import { describe, expect, it } from 'vitest';
import { isOverviewPath } from './isOverviewPath';

describe('isOverviewPath', () => {
  it('is the overview at /app, with or without a trailing slash', () => {
    expect(isOverviewPath('/app')).toBe(true);
    expect(isOverviewPath('/app/')).toBe(true);
  });

  it('is not the overview on another workspace page or elsewhere', () => {
    expect(isOverviewPath('/app/transactions')).toBe(false);
    expect(isOverviewPath('/application')).toBe(false);
    expect(isOverviewPath('/')).toBe(false);
    expect(isOverviewPath('')).toBe(false);
  });
});
