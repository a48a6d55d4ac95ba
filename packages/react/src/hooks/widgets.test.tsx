import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { ReactNode } from 'react';
import { useCarousel } from './useCarousel';
import { useSectionNavigation } from './useSectionNavigation';
import { useMobileMode } from './useMobileMode';
import { useRouteFocus } from './useRouteFocus';
import { lastLocation, createTestEnv, wrapperFor } from '../../test/testClient';

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((q: string) => ({
    matches, media: q, addEventListener: vi.fn(), removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

function Carousel() {
  const c = useCarousel({ count: 5, intervalMs: 3000 });
  return (
    <div data-testid="root" {...c.rootProps}>
      {[0, 1, 2, 3, 4].map((i) => <div key={i} data-testid={`item-${i}`} {...c.itemProps(i)}>card {i}</div>)}
      {[0, 1, 2, 3, 4].map((i) => <button key={i} {...c.dotProps(i)} />)}
      <span data-testid="index">{c.index}</span>
    </div>
  );
}

describe('useCarousel', () => {
  beforeEach(() => { vi.useFakeTimers(); mockReducedMotion(false); });
  afterEach(() => { vi.useRealTimers(); });
  const index = () => screen.getByTestId('index').textContent;

  it('advances every 3000 ms and wraps', () => {
    render(<Carousel />);
    expect(index()).toBe('0');
    act(() => { vi.advanceTimersByTime(2999); });
    expect(index()).toBe('0');
    act(() => { vi.advanceTimersByTime(1); });
    expect(index()).toBe('1');
    act(() => { vi.advanceTimersByTime(3000 * 4); });
    expect(index()).toBe('0');
    expect(screen.getByTestId('item-0').dataset.position).toBe('selected');
    expect(screen.getByTestId('item-1').dataset.position).toBe('next');
    expect(screen.getByTestId('item-4').dataset.position).toBe('previous');
    expect(screen.getByTestId('item-2').dataset.position).toBe('hidden');
  });

  it('pauses on pointer over and on focus within, resumes after', () => {
    render(<Carousel />);
    fireEvent.pointerEnter(screen.getByTestId('root'));
    act(() => { vi.advanceTimersByTime(9000); });
    expect(index()).toBe('0');
    fireEvent.pointerLeave(screen.getByTestId('root'));
    act(() => { vi.advanceTimersByTime(3000); });
    expect(index()).toBe('1');
    const dot = screen.getByLabelText('Show item 3');
    act(() => { dot.focus(); });
    act(() => { vi.advanceTimersByTime(9000); });
    expect(index()).toBe('1');
    act(() => { dot.blur(); });
    act(() => { vi.advanceTimersByTime(3000); });
    expect(index()).toBe('2');
  });

  it('selects by dot and by card click', () => {
    render(<Carousel />);
    fireEvent.click(screen.getByLabelText('Show item 4'));
    expect(index()).toBe('3');
    expect(screen.getByLabelText('Show item 4')).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByText('card 1'));
    expect(index()).toBe('1');
  });

  it('does not rotate under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    render(<Carousel />);
    act(() => { vi.advanceTimersByTime(30_000); });
    expect(index()).toBe('0');
  });
});

describe('useSectionNavigation', () => {
  afterEach(() => { document.body.innerHTML = ''; });

  it('scrolls smoothly on the home page and closes the menu', () => {
    mockReducedMotion(false);
    const faq = document.createElement('section');
    faq.id = 'faq';
    faq.scrollIntoView = vi.fn();
    document.body.append(faq);
    const onNavigate = vi.fn();
    const { result } = renderHook(() => useSectionNavigation({ onNavigate }), { wrapper: wrapperFor(createTestEnv(), '/') });
    act(() => result.current.goTo('faq'));
    expect(faq.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(onNavigate).toHaveBeenCalledTimes(1);
    mockReducedMotion(true);
    const r2 = renderHook(() => useSectionNavigation(), { wrapper: wrapperFor(createTestEnv(), '/') });
    act(() => r2.result.current.goTo('faq'));
    expect(faq.scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('navigates to /#section from other pages', () => {
    mockReducedMotion(false);
    const { result } = renderHook(() => useSectionNavigation(), { wrapper: wrapperFor(createTestEnv(), '/signin') });
    const props = result.current.linkProps('pricing');
    expect(props.href).toBe('/#pricing');
    act(() => props.onClick({ preventDefault: () => undefined }));
    expect(lastLocation.current).toMatchObject({ pathname: '/', hash: '#pricing' });
  });
});

describe('useMobileMode', () => {
  const wrap = (entry: string) => ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>;
  it('needs a phone or tablet AND app=true or source=mobile', () => {
    const ua = vi.spyOn(navigator, 'userAgent', 'get');
    try {
      ua.mockReturnValue('Mozilla/5.0 (iPad; CPU OS 17_0) Mobile');
      expect(renderHook(() => useMobileMode(), { wrapper: wrap('/?app=true') }).result.current).toBe(true);
      expect(renderHook(() => useMobileMode(), { wrapper: wrap('/?source=mobile') }).result.current).toBe(true);
      expect(renderHook(() => useMobileMode(), { wrapper: wrap('/') }).result.current).toBe(false);
      ua.mockReturnValue('Mozilla/5.0 (X11; Linux x86_64) Chrome/120');
      expect(renderHook(() => useMobileMode(), { wrapper: wrap('/?app=true') }).result.current).toBe(false);
    } finally {
      ua.mockRestore();
    }
  });
});

describe('useRouteFocus', () => {
  it('moves focus to the h1 after a route change, not on first load', async () => {
    const { useNavigate } = await import('react-router-dom');
    function Page() {
      useRouteFocus();
      const navigate = useNavigate();
      return <div><h1>Title</h1><button onClick={() => navigate('/other')}>go</button></div>;
    }
    render(<MemoryRouter><Page /></MemoryRouter>);
    const h1 = screen.getByRole('heading');
    expect(document.activeElement).not.toBe(h1);
    fireEvent.click(screen.getByText('go'));
    expect(document.activeElement).toBe(h1);
    expect(h1).toHaveAttribute('tabindex', '-1');
  });
});
