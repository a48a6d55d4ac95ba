import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { button } from '../Button/Button.css';
import { ButtonLink } from './ButtonLink';

describe('ButtonLink', () => {
  it('is a link that looks like the kit button of its variant and size', () => {
    render(<ButtonLink href="/signup" variant="outline" size="sm">Get Started Free</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Get Started Free' });
    expect(link).toHaveAttribute('href', '/signup');
    expect(link).toHaveClass(...button({ variant: 'outline', size: 'sm' }).split(' '));
  });

  it("renders through the app's router link and passes its click handler", async () => {
    const onClick = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <ButtonLink href="/signin" onClick={onClick} renderLink={({ href, children, ...rest }) => <a href={`/app${href}`} data-router="yes" {...rest}>{children}</a>}>
        Sign In
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Sign In' });
    expect(link).toHaveAttribute('href', '/app/signin');
    expect(link).toHaveAttribute('data-router', 'yes');
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('opens an external page in a new tab without giving it this window', () => {
    render(<ButtonLink href="https://example.com/help" external>Help</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
