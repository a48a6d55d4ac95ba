import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConsentBanner } from './ConsentBanner';

/** The app's pattern: the banner is unmounted once a choice is made. */
function Page({ withTrigger = true }: { withTrigger?: boolean }) {
  const [shown, setShown] = useState(true);
  const hide = () => setShown(false);
  return (
    <>
      {withTrigger && <a href="#top">Pricing</a>}
      <main id="main"><p>Content</p><button type="button">Elsewhere</button></main>
      {shown && <ConsentBanner onAcceptAll={hide} onEssentialOnly={hide} onCustomize={() => {}} onClose={hide} />}
    </>
  );
}

describe('consent banner focus after a choice', () => {
  it('returns focus to the element focused before the banner', async () => {
    render(<Page />);
    const trigger = screen.getByRole('link', { name: 'Pricing' });
    trigger.focus();
    // Keyboard into the banner (from the link: focusin carries it as relatedTarget).
    screen.getByRole('button', { name: 'Accept All' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Accept All' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('falls back to #main (made focusable) when that element is gone', async () => {
    const { rerender } = render(<Page />);
    screen.getByRole('link', { name: 'Pricing' }).focus();
    screen.getByRole('button', { name: 'Essential Only' }).focus();
    rerender(<Page withTrigger={false} />);
    await userEvent.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toHaveFocus();
  });

  it('focuses #main when focus entered the banner from nowhere (e.g. from <body>)', async () => {
    render(<Page />);
    screen.getByRole('button', { name: 'Close cookie banner' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves focus alone when it was not inside the banner', () => {
    render(<Page />);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    elsewhere.focus();
    // fireEvent's click does not move focus: the banner unmounts while focus is outside it.
    fireEvent.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(screen.queryByRole('button', { name: 'Accept All' })).not.toBeInTheDocument();
    expect(elsewhere).toHaveFocus();
    expect(screen.getByRole('main')).not.toHaveAttribute('tabindex');
  });
});

describe('consent banner buttons', () => {
  it('are plain buttons that take the kit hover and press states from a mouse', () => {
    render(<Page />);
    const accept = screen.getByRole('button', { name: 'Accept All' });
    expect(accept).toHaveAttribute('type', 'button');
    fireEvent.pointerEnter(accept, { pointerType: 'touch' });
    expect(accept).not.toHaveAttribute('data-hover');
    fireEvent.pointerEnter(accept, { pointerType: 'mouse' });
    expect(accept).toHaveAttribute('data-hover', '');
    fireEvent.pointerDown(accept, { pointerType: 'mouse' });
    expect(accept).toHaveAttribute('data-active', '');
    fireEvent.pointerUp(accept, { pointerType: 'mouse' });
    expect(accept).not.toHaveAttribute('data-active');
    fireEvent.pointerLeave(accept, { pointerType: 'mouse' });
    expect(accept).not.toHaveAttribute('data-hover');
  });
});
