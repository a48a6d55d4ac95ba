import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, then hides it again', async () => {
    render(<PasswordField label="Password" defaultValue="s3cret!!" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('s3cret!!');

    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('reports visibility changes and follows a controlled value', async () => {
    const onVisibleChange = vi.fn();
    const { rerender } = render(<PasswordField label="Password" visible={false} onVisibleChange={onVisibleChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(onVisibleChange).toHaveBeenCalledWith(true);
    // Still controlled: nothing changes until the parent says so.
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    rerender(<PasswordField label="Password" visible onVisibleChange={onVisibleChange} />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('wires the error message to the input', () => {
    render(<PasswordField label="Password" error="Too short" />);
    const input = screen.getByLabelText('Password');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('Too short');
  });
});
