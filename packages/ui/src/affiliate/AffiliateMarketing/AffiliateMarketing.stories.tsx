import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AffiliateBenefitGrid, AffiliateRegisterCta, CommissionHighlight } from './AffiliateMarketing';

const meta = {
  title: 'Affiliate/AffiliateMarketing',
  component: CommissionHighlight,
} satisfies Meta<typeof CommissionHighlight>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Highlight: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('up to 30% commission');
  },
};
export const Benefits: Story = {
  render: () => <AffiliateBenefitGrid />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('listitem')).toHaveLength(6);
    await expect(c.getByText(/\$50 minimum/)).toBeVisible();
    await expect(c.getByText(/up to 24 hours/)).toBeVisible();
  },
};
export const RegisterSignedIn: Story = {
  render: () => <AffiliateRegisterCta signedIn onRegister={fn()} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Register Now' }));
  },
};
export const RegisterSignedOut: Story = {
  render: () => <AffiliateRegisterCta signedIn={false} onRegister={fn()} onSignIn={fn()} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please sign in to apply for the affiliate programme.')).toBeVisible();
  },
};
export const FullPage: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 32 }}>
      <CommissionHighlight />
      <AffiliateBenefitGrid />
      <AffiliateRegisterCta signedIn={false} onRegister={fn()} onSignIn={fn()} />
    </div>
  ),
};
export const Mobile: Story = { ...FullPage, globals: { viewport: { value: 'mobile', isRotated: false } } };
