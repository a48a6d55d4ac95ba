import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import { MemoryRouter, Outlet, Route, Routes, useNavigate } from 'react-router-dom';
import { MENU_RETURN_GRACE_MS, ROUTE_FOCUS_SETTLE_MS, ROUTE_FOCUS_WAIT_MS, useRouteFocus } from './useRouteFocus';

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((q: string) => ({
    matches, media: q, addEventListener: vi.fn(), removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

/** Lets a test finish a page's "data loading". */
const loaded = { reveal: () => undefined as void };

/** A page that shows a spinner until `loaded.reveal()` (like /affiliates while its data loads). */
function LoadingPage({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => { loaded.reveal = () => setReady(true); }, []);
  return ready ? <main>{children}</main> : <main><div role="status">Loading…</div></main>;
}

/** The frame: a header with links (AppLayout uses the hook the same way) and the page. */
function Layout() {
  useRouteFocus();
  const navigate = useNavigate();
  return (
    <div>
      <header>
        <button onClick={() => navigate('/affiliates')}>Affiliates</button>
        <button onClick={() => navigate('/#pricing')}>Pricing</button>
        <button onClick={() => navigate('/#token=abc')}>Token</button>
        <button onClick={() => navigate('/signin')}>Sign in</button>
        <input aria-label="Search" />
        <button id="account-button" aria-haspopup="menu">Account</button>
        <div role="menu" aria-labelledby="account-button">
          <button role="menuitem" onClick={() => navigate('/affiliates')}>Admin Panel</button>
          {/* A menu that closes, dropping focus to the body, before the navigation happens. */}
          <button role="menuitem" onClick={(e) => { e.currentTarget.blur(); navigate('/affiliates'); }}>Affiliate Program</button>
        </div>
      </header>
      <Outlet />
    </div>
  );
}

const Home = () => (
  <main>
    <h1>Hero</h1>
    <section id="pricing"><h2>Pricing</h2></section>
  </main>
);

function app(entry: string, home = <Home />) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/" element={home} />
          <Route path="/signin" element={<main><h1>Sign in</h1></main>} />
          <Route path="/affiliates" element={<LoadingPage><h1>Affiliate programme</h1></LoadingPage>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** Keyboard activation of a header control: it has focus, then it is clicked. */
function activate(name: string) {
  const el = screen.getByRole('button', { name });
  act(() => el.focus());
  fireEvent.click(el);
  return el;
}

/** DOM changes reach MutationObserver callbacks in a microtask. */
const reveal = async () => { await act(async () => { loaded.reveal(); }); };

describe('useRouteFocus', () => {
  const scrollIntoView = vi.fn();
  beforeEach(() => {
    mockReducedMotion(false);
    scrollIntoView.mockReset();
    Element.prototype.scrollIntoView = scrollIntoView;
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('does not move focus on first load', () => {
    app('/signin');
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses an h1 that appears after the route change (page loading first)', async () => {
    app('/signin');
    const link = activate('Affiliates');
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(document.activeElement).toBe(link);
    await reveal();
    const h1 = screen.getByRole('heading', { level: 1, name: 'Affiliate programme' });
    expect(document.activeElement).toBe(h1);
    expect(h1).toHaveAttribute('tabindex', '-1');
  });

  it('also when focus fell to body meanwhile (the closed menu hid the link)', async () => {
    app('/signin');
    const link = activate('Affiliates');
    act(() => link.blur());
    await reveal();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('leaves focus alone when the user moved it before the h1 appeared', async () => {
    app('/signin');
    activate('Affiliates');
    const search = screen.getByRole('textbox', { name: 'Search' });
    // A person moves focus after the closing menu's settle window.
    await act(() => new Promise((r) => setTimeout(r, ROUTE_FOCUS_SETTLE_MS + 50)));
    act(() => search.focus());
    await reveal();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.activeElement).toBe(search);
  });

  // A person who clicks at once (the account menu, just after signing in) is not the closing menu:
  // the heading that arrives later does not take focus from them (which would close their menu).
  it('leaves focus alone when the user pressed a pointer within the settle window', async () => {
    // The clock stands still: everything below happens within the settle window, however slow the host.
    vi.useFakeTimers({ toFake: ['Date'] });
    app('/signin');
    activate('Affiliates');
    const account = screen.getByRole('button', { name: 'Account' });
    fireEvent.pointerDown(account);
    act(() => account.focus());
    await reveal();
    console.log('DBG after reveal', document.activeElement?.outerHTML.slice(0,80));
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, ROUTE_FOCUS_SETTLE_MS + 50)));
    expect(document.activeElement).toBe(account);
  });

  it('takes focus back from a closing menu that returned it to its trigger', async () => {
    app('/signin');
    const link = activate('Affiliates');
    await reveal();
    const heading = screen.getByRole('heading', { level: 1 });
    // The menu that started the navigation hands focus back to its trigger as it closes.
    act(() => link.focus());
    await act(() => new Promise((r) => setTimeout(r, ROUTE_FOCUS_SETTLE_MS + 50)));
    expect(document.activeElement).toBe(heading);
  });

  // A menu handing focus back to its button late (busy machine) does not stop the wait, also when
  // the menu closed before the navigation and focus was on the body when it was handled.
  it.each([
    { item: 'Admin Panel', focusAtNavigation: 'the menu item' },
    { item: 'Affiliate Program', focusAtNavigation: 'the body' },
  ])("recognises the menu's late hand-back when focus at the navigation was on $focusAtNavigation", async ({ item: name, focusAtNavigation }) => {
    app('/signin');
    const item = screen.getByRole('menuitem', { name });
    act(() => item.focus());
    fireEvent.click(item);
    if (focusAtNavigation === 'the body') expect(document.activeElement).toBe(document.body);
    await act(() => new Promise((r) => setTimeout(r, ROUTE_FOCUS_SETTLE_MS + 50)));
    act(() => screen.getByRole('button', { name: 'Account' }).focus());
    await reveal();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Affiliate programme' }));
  });

  it('gives the heading back when the menu returns focus to its button after the heading was placed', async () => {
    app('/signin');
    const item = screen.getByRole('menuitem', { name: 'Admin Panel' });
    act(() => item.focus());
    fireEvent.click(item);
    await reveal();
    const heading = screen.getByRole('heading', { level: 1, name: 'Affiliate programme' });
    await act(() => new Promise((r) => setTimeout(r, ROUTE_FOCUS_SETTLE_MS + 50)));
    act(() => screen.getByRole('button', { name: 'Account' }).focus());
    expect(document.activeElement).toBe(heading);
  });

  it('a heading that arrives after the grace still gets focus from the button the menu handed it to', async () => {
    app('/signin');
    const item = screen.getByRole('menuitem', { name: 'Admin Panel' });
    act(() => item.focus());
    fireEvent.click(item);
    // The menu hands focus back after the settle window; the page's chunk arrives after the grace.
    await act(() => new Promise((r) => setTimeout(r, ROUTE_FOCUS_SETTLE_MS + 50)));
    act(() => screen.getByRole('button', { name: 'Account' }).focus());
    await act(() => new Promise((r) => setTimeout(r, MENU_RETURN_GRACE_MS)));
    await reveal();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Affiliate programme' }));
  });

  it("a person reaching the menu's button after the grace keeps it", async () => {
    app('/signin');
    const item = screen.getByRole('menuitem', { name: 'Admin Panel' });
    act(() => item.focus());
    fireEvent.click(item);
    await reveal();
    await act(() => new Promise((r) => setTimeout(r, MENU_RETURN_GRACE_MS + 50)));
    const account = screen.getByRole('button', { name: 'Account' });
    act(() => account.focus());
    expect(document.activeElement).toBe(account);
  });

  it('moves focus to the heading that replaces a focused one (a checking screen giving way)', async () => {
    app('/signin');
    activate('Affiliates');
    await reveal();
    const first = screen.getByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(first);
    // The page replaces its first heading; focus falls to the body, and comes back to the new one.
    act(() => {
      const replacement = document.createElement('h1');
      replacement.textContent = 'Loaded page';
      first.replaceWith(replacement);
    });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Loaded page' }));
  });

  it('stops waiting after the window', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    app('/signin');
    const link = activate('Affiliates');
    act(() => { vi.advanceTimersByTime(ROUTE_FOCUS_WAIT_MS); });
    await reveal();
    expect(document.activeElement).toBe(link);
  });

  it('stops watching on the next navigation and on unmount', () => {
    const disconnect = vi.spyOn(MutationObserver.prototype, 'disconnect');
    const { unmount } = app('/signin');
    activate('Affiliates');
    expect(disconnect).not.toHaveBeenCalled();
    activate('Sign in');
    expect(disconnect).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Sign in' }));
    // Every page change watches through its window (its heading may be replaced), so each
    // watcher is stopped by the next navigation or by unmount.
    activate('Affiliates');
    expect(disconnect).toHaveBeenCalledTimes(2);
    unmount();
    expect(disconnect).toHaveBeenCalledTimes(3);
    disconnect.mockRestore();
  });

  it('focuses the hash target instead of the h1, scrolled into view without a focus jump', () => {
    app('/signin');
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    activate('Pricing');
    const section = document.getElementById('pricing')!;
    expect(document.activeElement).toBe(section);
    expect(section).toHaveAttribute('tabindex', '-1');
    expect(focus.mock.contexts.at(-1)).toBe(section);
    expect(focus).toHaveBeenLastCalledWith({ preventScroll: true });
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    focus.mockRestore();
  });

  it('honours reduced motion when scrolling to the hash target', () => {
    mockReducedMotion(true);
    app('/signin');
    activate('Pricing');
    expect(document.activeElement).toBe(document.getElementById('pricing'));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('focuses a hash target that appears later (the h1 holds focus until then)', async () => {
    app('/signin', <LoadingPage><h1>Hero</h1><section id="pricing">Pricing</section></LoadingPage>);
    activate('Pricing');
    await reveal();
    expect(document.activeElement).toBe(document.getElementById('pricing'));
  });

  it('moves from the h1 to a late hash target unless the user moved on', async () => {
    function LazySections() {
      return <main><h1>Hero</h1><LoadingPage><section id="pricing">Pricing</section></LoadingPage></main>;
    }
    app('/signin', <LazySections />);
    activate('Pricing');
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(h1);
    await reveal();
    expect(document.activeElement).toBe(document.getElementById('pricing'));
  });

  it('falls back to the h1 when the hash targets nothing', () => {
    app('/signin');
    activate('Token');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Hero' }));
  });
});
