import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
import { ApiTokensManager, type ApiTokensManagerProps } from './ApiTokensManager';

const token = { id: 'tok-1', name: 'Spreadsheet', prefix: 'pt_3kQ9', created_at: '2026-10-02T08:00:00Z', last_used_at: null };

function renderManager(props: Partial<ApiTokensManagerProps> = {}) {
  const all: ApiTokensManagerProps = {
    tokens: [token], name: '', onNameChange: vi.fn(), onCreate: vi.fn(), onCopy: vi.fn(), onRevoke: vi.fn(),
    apiBaseUrl: 'http://127.0.0.1:5100/', format: sampleFormat, ...props,
  };
  return render(<ApiTokensManager {...all} />);
}

describe('ApiTokensManager', () => {
  it('lists a token never used as Never and revokes only after the reader confirms', async () => {
    const user = userEvent.setup();
    const onRevoke = vi.fn();
    renderManager({ onRevoke });
    expect(screen.getByText(/Last used Never/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revoke token Spreadsheet' }));
    expect(await screen.findByText('Revoke this API token?')).toBeInTheDocument();
    expect(onRevoke).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Revoke this API token?')).toBeNull());
    expect(onRevoke).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Revoke token Spreadsheet' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke token' }));
    expect(onRevoke).toHaveBeenCalledWith('tok-1');
  });

  it('submits the typed name and keeps it with the error on the field', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    renderManager({ name: 'Spreadsheet', onCreate, nameError: 'Give the token a name' });
    const field = screen.getByRole('textbox', { name: 'Token name' });
    expect(field).toHaveValue('Spreadsheet');
    expect(field).toHaveAccessibleDescription(/Give the token a name/);
    await user.click(field);
    await user.keyboard('{Enter}');
    expect(onCreate).toHaveBeenCalledWith('Spreadsheet');
  });

  it('shows a new token once, read-only, with Copy and the warning', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn(() => true);
    renderManager({ created: { name: 'Spreadsheet', token: 'pt_secret' }, onCopy });
    const field = screen.getByRole('textbox', { name: 'Your new token' });
    expect(field).toHaveValue('pt_secret');
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText('Copy it now; it will not be shown again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy token' }));
    expect(onCopy).toHaveBeenCalledWith('pt_secret');
  });

  it('writes the curl example with the base URL and a placeholder, never the new secret', () => {
    renderManager({ created: { name: 'Spreadsheet', token: 'pt_secret' } });
    const example = screen.getByLabelText('curl example');
    expect(example).toHaveTextContent('curl -H "Authorization: Bearer pt_YOUR_TOKEN" \\ http://127.0.0.1:5100/api/portfolio');
    expect(example).not.toHaveTextContent('pt_secret');
  });
});
