// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fontStack, palette } from '../../theme/tokens';
import { cardFieldStyle } from './cardFieldStyle';

describe('cardFieldStyle', () => {
  it('holds plain values, no CSS variables: the frame the provider draws cannot read the theme', () => {
    expect(JSON.stringify(cardFieldStyle)).not.toMatch(/var\(/);
  });
  it("uses the light theme's text, placeholder and danger colours and the body font", () => {
    expect(cardFieldStyle.base.color).toBe(palette.ink[900]);
    expect(cardFieldStyle.base['::placeholder'].color).toBe(palette.ink[500]);
    expect(cardFieldStyle.invalid.color).toBe(palette.red[700]);
    expect(cardFieldStyle.base.fontFamily).toBe(fontStack.body);
  });
});
