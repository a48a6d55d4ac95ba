// The sound of a chart (product §10.25), on the Web Audio API: each point a short tone, higher for
// a higher value, panned from left to right over the series. Loaded with import() on the first
// 'Play the chart', so no page's start-up code carries it.

/** The lowest and highest pitch, in hertz: two octaves around the middle of the piano. */
export const LOW_HZ = 220;
export const HIGH_HZ = 880;

/**
 * Each value's pitch: the series' lowest value at `LOW_HZ`, its highest at `HIGH_HZ`, linear in
 * between; a series that never moves sits in the middle; a missing value is silent (null).
 */
export function pitchesOf(values: readonly (number | null)[]): (number | null)[] {
  const known = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (known.length === 0) return values.map(() => null);
  const low = Math.min(...known);
  const span = Math.max(...known) - low;
  return values.map((v) => {
    if (v === null || !Number.isFinite(v)) return null;
    const at = span === 0 ? 0.5 : (v - low) / span;
    return Math.round((LOW_HZ + at * (HIGH_HZ - LOW_HZ)) * 100) / 100;
  });
}

/** How long each point sounds, in ms: about 6 s for the whole series, never shorter than 12 ms a point nor longer than 200 ms. */
export function stepMs(count: number): number {
  return Math.max(12, Math.min(200, 6000 / Math.max(1, count)));
}

/** The part of the Web Audio API the player uses (an `AudioContext` has it). */
export interface ToneContext {
  readonly currentTime: number;
  readonly destination: AudioNode;
  createOscillator: () => OscillatorNode;
  createGain: () => GainNode;
  createStereoPanner?: () => StereoPannerNode;
  resume?: () => Promise<void>;
  close: () => Promise<void>;
}

export interface PlayOptions {
  /** Called as each point sounds (its index), and with null when the playing ends or stops. */
  onPoint?: (index: number | null) => void;
  /** Called once when the last point has sounded (not on stop). */
  onEnd?: () => void;
  /** The audio context; a new `AudioContext` unless given (tests pass a stand-in). */
  context?: ToneContext;
}

export interface Playing {
  stop: () => void;
}

/** No audio in this browser (or it refused to start): the control says so instead of playing. */
export class SoundUnavailableError extends Error {
  constructor() {
    super('Sound is not available in this browser.');
    this.name = 'SoundUnavailableError';
  }
}

function newContext(): ToneContext {
  const Ctor = (globalThis as { AudioContext?: new () => ToneContext }).AudioContext;
  if (!Ctor) throw new SoundUnavailableError();
  try {
    return new Ctor();
  } catch {
    throw new SoundUnavailableError();
  }
}

/**
 * Plays `values` as tones, one `stepMs` apart, and reports each point as it sounds. The tones are
 * scheduled on the audio clock at once; the reports follow a timer of the same step.
 */
export function playTones(values: readonly (number | null)[], options: PlayOptions = {}): Playing {
  const context = options.context ?? newContext();
  const pitches = pitchesOf(values);
  const step = stepMs(values.length) / 1000;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  const panner = context.createStereoPanner?.();
  oscillator.type = 'triangle';
  oscillator.connect(gain);
  if (panner) {
    gain.connect(panner);
    panner.connect(context.destination);
  } else {
    gain.connect(context.destination);
  }
  context.resume?.().catch(() => undefined);
  const start = context.currentTime + 0.05;
  gain.gain.setValueAtTime(0, context.currentTime);
  pitches.forEach((hz, i) => {
    const at = start + i * step;
    if (hz === null) {
      gain.gain.setValueAtTime(0, at);
      return;
    }
    oscillator.frequency.setValueAtTime(hz, at);
    gain.gain.setValueAtTime(0.18, at);
    // A short gap between tones, so a flat stretch is heard as points, not one long note.
    gain.gain.setValueAtTime(0, at + step * 0.8);
    panner?.pan.setValueAtTime(values.length > 1 ? -0.8 + (1.6 * i) / (values.length - 1) : 0, at);
  });
  const end = start + values.length * step;
  oscillator.start(start);
  oscillator.stop(end + 0.05);

  let index = 0;
  let stopped = false;
  const finish = () => {
    stopped = true;
    clearInterval(timer);
    options.onPoint?.(null);
    try { oscillator.stop(); } catch { /* already stopped */ }
    void context.close().catch(() => undefined);
  };
  const timer = setInterval(() => {
    if (stopped) return;
    if (index >= values.length) {
      finish();
      options.onEnd?.();
      return;
    }
    options.onPoint?.(index);
    index += 1;
  }, step * 1000);
  return { stop: () => { if (!stopped) finish(); } };
}
