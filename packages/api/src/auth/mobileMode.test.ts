import { describe, expect, it } from 'vitest';
import { isMobileQuery, isPhoneOrTablet } from './mobileMode';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';

describe('isPhoneOrTablet', () => {
  it('knows phones and tablets', () => {
    expect(isPhoneOrTablet(IPHONE)).toBe(true);
    expect(isPhoneOrTablet(ANDROID)).toBe(true);
  });

  it('treats a Mac with touch as an iPad, a desktop as neither', () => {
    expect(isPhoneOrTablet(MAC, 5)).toBe(true);
    expect(isPhoneOrTablet(MAC, 0)).toBe(false);
    expect(isPhoneOrTablet(LINUX, 10)).toBe(false);
  });
});

describe('isMobileQuery', () => {
  it('is app=true or source=mobile', () => {
    expect(isMobileQuery('?app=true')).toBe(true);
    expect(isMobileQuery('?x=1&source=mobile')).toBe(true);
    expect(isMobileQuery('?app=1')).toBe(false);
    expect(isMobileQuery('')).toBe(false);
  });
});
