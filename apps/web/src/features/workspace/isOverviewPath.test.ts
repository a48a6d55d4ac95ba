// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isOverviewPath, isWorkspacePath } from './isOverviewPath';

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

describe('isWorkspacePath', () => {
  it('is /app and every page below it, and nothing that only starts with the same letters', () => {
    expect(isWorkspacePath('/app')).toBe(true);
    expect(isWorkspacePath('/app/')).toBe(true);
    expect(isWorkspacePath('/app/transactions')).toBe(true);
    expect(isWorkspacePath('/application')).toBe(false);
    expect(isWorkspacePath('/')).toBe(false);
  });
});
