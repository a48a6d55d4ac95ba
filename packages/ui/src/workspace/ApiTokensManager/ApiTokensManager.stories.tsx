import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleFormat } from '../../private/PortfolioShared/storyFixtures';
import { ApiTokensManager, type ApiTokenRow, type ApiTokensManagerProps, type CreatedApiTokenView } from './ApiTokensManager';

const tokens: ApiTokenRow[] = [
  { id: 'tok-1', name: 'Spreadsheet', prefix: 'pt_3kQ9', created_at: '2026-10-02T08:00:00Z', last_used_at: '2026-11-20T17:31:00Z' },
  { id: 'tok-2', name: 'Home server backup script', prefix: 'pt_Zx81', created_at: '2026-11-14T10:12:00Z', last_used_at: null },
];
const secret = 'pt_8kJq2vX0b9Lr4TzWc1YhN7sPdGmE5aQfR3uV6yB0';

const meta = {
  title: 'Workspace/ApiTokensManager',
  component: ApiTokensManager,
  args: {
    tokens, name: '', format: sampleFormat, apiBaseUrl: 'https://api.portfoliotracker.example',
    onNameChange: fn(), onCreate: fn(), onCopy: fn(() => true), onRevoke: fn(), onDismissCreated: fn(),
  },
} satisfies Meta<typeof ApiTokensManager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's part: the typed name, the rule on it, and the list create and revoke change. */
function Stateful(props: ApiTokensManagerProps) {
  const [name, setName] = useState(props.name);
  const [list, setList] = useState(props.tokens);
  const [created, setCreated] = useState<CreatedApiTokenView | null>(props.created ?? null);
  const [nameError, setNameError] = useState<string | undefined>();
  return (
    <ApiTokensManager
      {...props}
      tokens={list}
      name={name}
      nameError={nameError}
      created={created}
      onNameChange={(n) => { setName(n); setNameError(undefined); }}
      onCreate={(n) => {
        props.onCreate(n);
        if (!n.trim()) { setNameError('Give the token a name'); return; }
        setList((l) => [...l, { id: 'tok-new', name: n.trim(), prefix: secret.slice(0, 7), created_at: '2026-11-24T12:00:00Z', last_used_at: null }]);
        setCreated({ name: n.trim(), token: secret });
        setName('');
      }}
      onDismissCreated={() => setCreated(null)}
      onRevoke={async (id) => { await props.onRevoke(id); setList((l) => l.filter((t) => t.id !== id)); }}
    />
  );
}

/** The list: name, prefix, created, last used or 'Never'; the curl example with a placeholder. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/Last used Never/)).toBeVisible();
    await expect(c.getByLabelText('curl example')).toHaveTextContent('curl -H "Authorization: Bearer pt_YOUR_TOKEN"');
    await expect(c.getByLabelText('curl example')).toHaveTextContent('https://api.portfoliotracker.example/api/portfolio');
  },
};
/** Create by keyboard: an empty name is refused on the field; a name shows the token once with Copy. */
export const Create: Story = {
  args: { tokens: [] },
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Create token' }));
    await expect(c.getByRole('textbox', { name: 'Token name' })).toHaveAccessibleDescription(/Give the token a name/);
    await userEvent.type(c.getByRole('textbox', { name: 'Token name' }), 'Spreadsheet{Enter}');
    await expect(args.onCreate).toHaveBeenLastCalledWith('Spreadsheet');
    const field = await c.findByRole('textbox', { name: 'Your new token' });
    await expect(field).toHaveValue(secret);
    await expect(field).toHaveAttribute('readonly');
    await expect(c.getByText('Copy it now; it will not be shown again.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Copy token' }));
    await expect(args.onCopy).toHaveBeenCalledWith(secret);
  },
};
/** Just created: the secret with Copy and the warning. */
export const Created: Story = { args: { created: { name: 'Spreadsheet', token: secret } } };
/** The name the server refused stays typed, with the reason on the field. */
export const NameRefused: Story = {
  args: { name: 'A name the server refused', nameError: 'The name can be at most 60 characters' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Token name' });
    await expect(field).toHaveValue('A name the server refused');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};
export const LimitReached: Story = { args: { formError: 'You can have at most 10 API tokens. Revoke one to create another.' } };
/** Revoke asks first, naming the token. */
export const RevokeWithConfirmation: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(c.getByRole('button', { name: 'Revoke token Spreadsheet' }));
    await waitFor(() => expect(body.getByText(/Spreadsheet: anything using it stops working at once/)).toBeVisible());
    await userEvent.click(await body.findByRole('button', { name: 'Revoke token' }));
    await expect(args.onRevoke).toHaveBeenCalledWith('tok-1');
    await waitFor(() => expect(c.queryByText('Spreadsheet')).toBeNull());
  },
};
export const Empty: Story = { args: { tokens: [] } };
export const Loading: Story = { args: { tokens: [], loading: true } };
export const LoadError: Story = {
  args: { tokens: [], error: 'Failed to load your API tokens.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Mobile: Story = { args: { created: { name: 'Spreadsheet', token: secret } }, globals: { viewport: { value: 'mobile', isRotated: false } } };
