import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuardNotice } from './GuardNotice';

describe('GuardNotice', () => {
  it('announces the check while auth loads', () => {
    render(<GuardNotice variant="checking" />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication...');
  });

  it('asks to sign in or sign up when signed out', () => {
    render(<GuardNotice variant="unauthenticated" />);
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('You need to sign in to access this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('denies access showing the e-mail; Sign In only when asked', () => {
    const { rerender } = render(<GuardNotice variant="forbidden" email="a@example.com" role="user" />);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('a@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    rerender(<GuardNotice variant="forbidden" showSignIn />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
