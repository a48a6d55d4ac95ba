// After a successful submit the form is replaced by the confirmation: focus goes to its heading.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type * as PtReact from '@pt/react';

const state = vi.hoisted(() => ({ app: {} as Record<string, unknown> }));

vi.mock('@pt/react', async (importOriginal) => ({
  ...(await importOriginal<typeof PtReact>()),
  useAffiliateApplication: () => state.app,
}));

describe('AffiliateApplicationPage', () => {
  it("focuses 'Application Submitted!' when the confirmation replaces the form", async () => {
    const { AffiliateApplicationPage } = await import('./AffiliateApplicationPage');
    state.app = { view: 'submitted', application: { email: 'ada@example.com' }, successMessage: null };
    render(<MemoryRouter><AffiliateApplicationPage /></MemoryRouter>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Application Submitted!' });
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heading).toHaveFocus();
  }, 60_000); // the first import compiles the kit's styles
});
