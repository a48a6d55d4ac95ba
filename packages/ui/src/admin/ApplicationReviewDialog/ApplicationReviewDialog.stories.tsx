import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { disposableEmail, selfReferral } from '../../private/LedgerShared/storyFixtures';
import { ApplicationReviewDialog, type ApplicationDetails } from './ApplicationReviewDialog';

const application: ApplicationDetails = {
  id: 'a1', fullName: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000', website: 'analytical.example',
  socialMedia: '@ada', companyName: 'Analytical Media', location: 'London, UK', audience: '10K-50K',
  marketingChannels: ['YouTube', 'Blog', 'Email'],
  experienceDescription: 'Five years of writing about personal finance and investing tools for a newsletter with 20,000 readers.',
  motivation: 'My readers keep asking for a portfolio tracker recommendation.',
  status: 'pending', statusBadge: { label: 'Pending Review', tone: 'warning' }, createdAt: 'Nov 20, 2026',
};

const meta = {
  title: 'Admin/ApplicationReviewDialog',
  component: ApplicationReviewDialog,
  parameters: { layout: 'centered' },
  // Stands in for the app's rule: review notes are required to reject.
  args: { open: true, onClose: fn(), application, onApprove: fn(), onReject: fn(), canReject: (notes: string) => notes.trim() !== '' },
} satisfies Meta<typeof ApplicationReviewDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Pending: Story = {
  play: async ({ args }) => {
    const b = body();
    const title = await b.findByText('Application from Ada Lovelace');
    await waitFor(() => expect(title).toBeVisible());
    const reject = b.getByRole('button', { name: 'Reject' });
    await expect(reject).toBeDisabled();
    await userEvent.type(b.getByRole('textbox', { name: 'Reviewer notes' }), 'Audience outside supported regions.');
    await expect(reject).toBeEnabled();
    await userEvent.click(reject);
    await expect(args.onReject).toHaveBeenCalledWith('Audience outside supported regions.');
  },
};
export const Approving: Story = {
  args: { busy: 'approve', notes: 'Welcome aboard' },
  play: async () => {
    const b = body();
    await b.findByText('Application from Ada Lovelace');
    await expect(b.getByRole('button', { name: /Approving/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
export const Rejecting: Story = { args: { busy: 'reject', notes: 'Audience too small.' } };
export const Error: Story = { args: { error: 'Review actions are not available yet. Please try again later.', notes: 'x' } };
export const Approved: Story = {
  args: { application: { ...application, status: 'approved', statusBadge: { label: 'Approved', tone: 'success' }, reviewerNotes: 'Great fit.', reviewedAt: 'Nov 21, 2026' } },
  play: async () => {
    const b = body();
    await b.findByText('Great fit.');
    await expect(b.queryByRole('button', { name: 'Approve' })).toBeNull();
    await expect(b.queryByRole('button', { name: 'Reject' })).toBeNull();
  },
};
export const Rejected: Story = { args: { application: { ...application, status: 'rejected', statusBadge: { label: 'Rejected', tone: 'danger' }, reviewerNotes: 'Audience too small.', website: null, companyName: null } } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
/** Fraud signals on the application are shown first, each with its reason. */
export const Flagged: Story = {
  args: {
    flags: [
      { ...selfReferral, reason: 'The applicant already has a member account with this e-mail address under another name.' },
      { ...disposableEmail, reason: 'The application was sent from a disposable address (mailinator.com).' },
    ],
  },
  play: async () => {
    const b = body();
    const flags = await b.findByRole('list', { name: 'Fraud signals on this application' });
    await waitFor(() => expect(within(flags).getByText('Self-referral')).toBeVisible());
    await expect(within(flags).getByText(/disposable address/)).toBeVisible();
  },
};
