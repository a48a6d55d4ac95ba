import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HIGH_HZ, LOW_HZ, pitchesOf, playTones, stepMs, type ToneContext } from './sonify';

describe('pitchesOf', () => {
  it('maps the lowest value to the low pitch and the highest to the high one, missing values silent', () => {
    expect(pitchesOf([10, 20, null, 15])).toEqual([LOW_HZ, HIGH_HZ, null, (LOW_HZ + HIGH_HZ) / 2]);
  });
  it('puts a flat series in the middle and an empty one in silence', () => {
    expect(pitchesOf([5, 5])).toEqual([550, 550]);
    expect(pitchesOf([null, Number.NaN])).toEqual([null, null]);
  });
});

describe('stepMs', () => {
  it('plays a series in about 6 s, within 12 to 200 ms a point', () => {
    expect(stepMs(252)).toBeCloseTo(23.8, 1);
    expect(stepMs(3)).toBe(200);
    expect(stepMs(5000)).toBe(12);
  });
});

/** A stand-in audio context that records the tones scheduled. */
function fakeContext() {
  const param = () => ({ setValueAtTime: vi.fn() });
  const oscillator = { type: 'sine', frequency: param(), connect: vi.fn(), start: vi.fn(), stop: vi.fn() };
  const gain = { gain: param(), connect: vi.fn() };
  const close = vi.fn(() => Promise.resolve());
  const context = {
    currentTime: 0, destination: {}, createOscillator: () => oscillator, createGain: () => gain, close,
  } as unknown as ToneContext;
  return { context, oscillator, gain, close };
}

describe('playTones', () => {
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('schedules a tone per point and reports each point, then the end', () => {
    const { context, oscillator, close } = fakeContext();
    const onPoint = vi.fn();
    const onEnd = vi.fn();
    playTones([1, 3, 2], { context, onPoint, onEnd });
    expect(oscillator.frequency.setValueAtTime.mock.calls.map(([hz]) => hz)).toEqual([LOW_HZ, HIGH_HZ, 550]);
    vi.advanceTimersByTime(600);
    expect(onPoint.mock.calls.map(([i]) => i)).toEqual([0, 1, 2]);
    vi.advanceTimersByTime(200);
    expect(onEnd).toHaveBeenCalledOnce();
    expect(onPoint).toHaveBeenLastCalledWith(null);
    expect(close).toHaveBeenCalled();
  });

  it('stops when asked, without reporting an end', () => {
    const { context, oscillator } = fakeContext();
    const onPoint = vi.fn();
    const onEnd = vi.fn();
    const playing = playTones([1, 2, 3, 4], { context, onPoint, onEnd });
    vi.advanceTimersByTime(200);
    playing.stop();
    vi.advanceTimersByTime(2000);
    expect(onPoint.mock.calls.map(([i]) => i)).toEqual([0, null]);
    expect(onEnd).not.toHaveBeenCalled();
    expect(oscillator.stop).toHaveBeenCalled();
  });

  it('says sound is not available where the browser has no Web Audio', () => {
    expect(() => playTones([1, 2])).toThrow('Sound is not available in this browser.');
  });
});
