import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RequireAuth } from './RequireAuth';
import { RequireAdmin } from './RequireAdmin';
import { createTestEnv, wrapperFor } from '../../test/testClient';

const slots = {
  checking: <p>checking</p>,
  signedOut: (from: { pathname: string }) => <p>signed out from {from.pathname}</p>,
};

describe('RequireAuth', () => {
  it('renders the signed-out slot with the location, then children once signed in', () => {
    const env = createTestEnv();
    render(<RequireAuth {...slots}>{(user) => <p>hello {user.email}</p>}</RequireAuth>, { wrapper: wrapperFor(env, '/payment-demo') });
    expect(screen.getByText('signed out from /payment-demo')).toBeInTheDocument();
    act(() => { env.signInAs({}); });
    expect(screen.getByText('hello ann@example.com')).toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it('denies a member with the user, admits an admin', () => {
    const env = createTestEnv();
    env.signInAs({ role: 'user' });
    render(
      <RequireAdmin {...slots} denied={(u) => <p>denied {u.email}</p>}><p>admin area</p></RequireAdmin>,
      { wrapper: wrapperFor(env, '/admin/affiliate-applications') },
    );
    expect(screen.getByText('denied ann@example.com')).toBeInTheDocument();
    act(() => { env.signInAs({ role: 'admin' }); });
    expect(screen.getByText('admin area')).toBeInTheDocument();
  });

  it('renders nothing for an absent slot', () => {
    const env = createTestEnv();
    const { container } = render(<RequireAdmin><p>admin area</p></RequireAdmin>, { wrapper: wrapperFor(env) });
    expect(container.textContent).toBe('');
  });
});
