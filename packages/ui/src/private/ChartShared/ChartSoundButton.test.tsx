import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartSoundButton } from './ChartSoundButton';

/** A Web Audio stand-in: records nothing, plays nothing, but lets the player run. */
class SilentAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    const param = { setValueAtTime: () => undefined };
    return { type: 'sine', frequency: param, connect: () => undefined, start: () => undefined, stop: () => undefined };
  }
  createGain() { return { gain: { setValueAtTime: () => undefined }, connect: () => undefined }; }
  close() { return Promise.resolve(); }
}

afterEach(() => { vi.unstubAllGlobals(); });

describe('ChartSoundButton', () => {
  it('plays the series, shows each point as it sounds, and stops when pressed again', async () => {
    vi.stubGlobal('AudioContext', SilentAudioContext);
    const onPoint = vi.fn();
    render(<ChartSoundButton values={[1, 2, 3]} seriesLabel="Portfolio value" onPoint={onPoint} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play the chart' }));
    // While the player loads the button already offers to stop; once it plays, the status says so.
    expect(await screen.findByText('Playing Portfolio value: 3 points, higher values at a higher pitch.')).toBeInTheDocument();
    const stop = screen.getByRole('button', { name: 'Stop playing' });
    expect(stop).toHaveAttribute('aria-pressed', 'true');
    await vi.waitFor(() => expect(onPoint).toHaveBeenCalledWith(0));
    await userEvent.click(stop);
    expect(screen.getByRole('button', { name: 'Play the chart' })).toHaveAttribute('aria-pressed', 'false');
    expect(onPoint).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('says so where the browser has no sound, and stays usable', async () => {
    render(<ChartSoundButton values={[1, 2]} seriesLabel="Portfolio value" />);
    await userEvent.click(screen.getByRole('button', { name: 'Play the chart' }));
    expect(await screen.findByText('Sound is not available in this browser.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play the chart' })).toBeEnabled();
  });

  it('cannot play an empty series', () => {
    render(<ChartSoundButton values={[]} seriesLabel="Portfolio value" />);
    expect(screen.getByRole('button', { name: 'Play the chart' })).toBeDisabled();
  });
});
