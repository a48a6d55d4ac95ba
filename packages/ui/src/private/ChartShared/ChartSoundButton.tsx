import { useEffect, useRef, useState } from 'react';
import { Button } from '../../primitives/Button';
import * as styles from './ChartShared.css';
import type { Playing } from './sonify';

export interface ChartSoundButtonProps {
  /** The series to play, in order; null is a point without a value (silent). */
  values: readonly (number | null)[];
  /** The series' name, said when it starts: 'Playing Portfolio value, …'. */
  seriesLabel: string;
  /** The point sounding (its index), to show it on the chart; null when the playing ends. */
  onPoint?: (index: number | null) => void;
  className?: string;
}

type SoundState = { kind: 'idle' } | { kind: 'starting' } | { kind: 'playing' } | { kind: 'unavailable'; message: string };

/**
 * 'Play the chart' (product §10.25): the series as sound, low values low, high values high, from
 * left to right. The player (Web Audio) loads on the first press; pressing again stops it.
 */
export function ChartSoundButton({ values, seriesLabel, onPoint, className }: ChartSoundButtonProps) {
  const [state, setState] = useState<SoundState>({ kind: 'idle' });
  const playing = useRef<Playing | null>(null);
  const onPointRef = useRef(onPoint);
  useEffect(() => { onPointRef.current = onPoint; }, [onPoint]);
  useEffect(() => () => playing.current?.stop(), []);

  const stop = () => {
    playing.current?.stop();
    playing.current = null;
    setState({ kind: 'idle' });
  };

  const play = async () => {
    setState({ kind: 'starting' });
    try {
      const { playTones } = await import('./sonify');
      playing.current = playTones(values, {
        onPoint: (index) => onPointRef.current?.(index),
        onEnd: () => { playing.current = null; setState({ kind: 'idle' }); },
      });
      setState({ kind: 'playing' });
    } catch (error) {
      setState({ kind: 'unavailable', message: error instanceof Error && error.name === 'SoundUnavailableError' ? error.message : 'The chart could not be played.' });
    }
  };

  const active = state.kind === 'playing' || state.kind === 'starting';
  let status = '';
  if (state.kind === 'playing') status = `Playing ${seriesLabel}: ${values.length} ${values.length === 1 ? 'point' : 'points'}, higher values at a higher pitch.`;
  else if (state.kind === 'unavailable') status = state.message;

  return (
    <div className={className ? `${styles.sound} ${className}` : styles.sound}>
      <Button variant="outline" size="sm" disabled={values.length === 0} aria-pressed={active} onClick={active ? stop : () => { void play(); }}>
        {active ? 'Stop playing' : 'Play the chart'}
      </Button>
      <span role="status" className={styles.soundStatus}>{status}</span>
    </div>
  );
}
