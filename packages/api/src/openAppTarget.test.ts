import { describe, expect, it } from 'vitest';
import { openAppTarget, WORKSPACE_PATH } from './openAppTarget';

describe('openAppTarget', () => {
  it('opens the installed app in mobile mode', () => {
    expect(openAppTarget(true)).toEqual({ kind: 'mobile-app', href: 'portfoliotracker://' });
  });

  it('opens the web workspace everywhere else', () => {
    expect(openAppTarget(false)).toEqual({ kind: 'web', href: '/app' });
    expect(WORKSPACE_PATH).toBe('/app');
  });
});
