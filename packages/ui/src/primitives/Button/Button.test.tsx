import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('calls onClick when pressed by mouse or keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const btn = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(btn);
    btn.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is a plain button that does not submit forms by default', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('keeps focus, is aria-disabled and blocks clicks and Enter while loading', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Get Started</Button>);
    const btn = screen.getByRole('button', { name: 'Get Started' });
    btn.focus();
    // The focused button starts loading: it must stay focused (a disabled button drops focus).
    rerender(<Button loading loadingText="Processing..." onClick={onClick}>Get Started</Button>);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBe(btn);
    expect(btn).toHaveFocus();
    expect(btn).not.toBeDisabled();
    expect(btn).toHaveAttribute('aria-disabled', 'true');
    expect(btn).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(btn);
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).not.toHaveBeenCalled();
    expect(btn).toHaveFocus();
  });

  it('does not submit its form while loading (click, Enter on the button or in a field)', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <label>Email <input name="email" /></label>
        <Button type="submit" loading loadingText="Sending..." onClick={onClick}>Send</Button>
      </form>,
    );
    const btn = screen.getByRole('button', { name: 'Sending...' });
    await userEvent.click(btn);
    btn.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co{Enter}');
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits its form when not loading (guards the test above)', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(<form onSubmit={onSubmit}><Button type="submit">Send</Button></form>);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('an explicit disabled still disables for real, also while loading', () => {
    render(<Button disabled loading>Current Plan</Button>);
    const btn = screen.getByRole('button', { name: 'Current Plan' });
    expect(btn).toBeDisabled();
    expect(btn).not.toHaveAttribute('aria-disabled');
  });
});
