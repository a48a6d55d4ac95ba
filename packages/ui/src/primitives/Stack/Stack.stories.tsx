import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Card } from '../Card';
import { TextField } from '../TextField';
import { Stack } from './Stack';

const meta = {
  title: 'Primitives/Stack',
  component: Stack,
  args: { gap: '4' },
  decorators: [(S) => <div style={{ maxWidth: 480 }}><S /></div>],
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (n: number) => Array.from({ length: n }, (_, i) => <Card key={i}>Card {i + 1}</Card>);

export const Default: Story = {
  args: { children: cards(3) },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const first = c.getByText('Card 1').getBoundingClientRect();
    const second = c.getByText('Card 2').getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.bottom);
    await expect(second.left).toBe(first.left);
  },
};
export const LargeGap: Story = { args: { gap: '8', children: cards(3) } };
export const ResponsiveGap: Story = { args: { gap: { base: '2', md: '8' }, children: cards(3) } };

/** A form's fields, its message and its button, one below the other. */
export const AsForm: Story = {
  render: () => (
    <Stack as="form" gap="4" aria-label="Sign in" noValidate onSubmit={(e) => e.preventDefault()}>
      <Alert tone="danger" description="Invalid email or password" />
      <TextField label="Email" type="email" />
      <TextField label="Password" type="password" />
      <Button type="submit">Sign In</Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Sign in' })).toBeVisible();
  },
};

/** A list with space above and an indent. */
export const AsList: Story = {
  render: () => (
    <Stack as="ul" gap="3" marginTop="4" paddingLeft="5" aria-label="Benefits">
      <li>Up to 50% commission</li>
      <li>Monthly payouts from $50</li>
      <li>Real-time dashboard</li>
    </Stack>
  ),
};

/** A long unbroken word wraps inside the stack instead of widening the page. */
export const LongContent: Story = {
  render: () => (
    <div style={{ width: 240, border: '1px dashed #8695ad' }}>
      <Stack gap="2" data-testid="stack">
        <p style={{ overflowWrap: 'anywhere' }}>{'averyveryverylongaddresswithoutanyspaces@example.com'}</p>
        <p>Short</p>
      </Stack>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('stack').getBoundingClientRect().width).toBeLessThanOrEqual(240);
  },
};
