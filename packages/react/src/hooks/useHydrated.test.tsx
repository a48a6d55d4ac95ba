import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

function Probe() {
  return <p>{useHydrated() ? 'live' : 'static'}</p>;
}

describe('useHydrated', () => {
  it('is false in server-rendered HTML', () => {
    expect(renderToString(<Probe />)).toContain('static');
  });
  it('is true once rendered in the browser', () => {
    render(<Probe />);
    expect(screen.getByText('live')).toBeInTheDocument();
  });
});
