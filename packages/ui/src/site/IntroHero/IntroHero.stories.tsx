import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../../primitives/ButtonLink';
import { IntroHero } from './IntroHero';

const meta = {
  title: 'Site/IntroHero',
  component: IntroHero,
  args: {
    pill: 'Early access',
    headline: 'Every holding.',
    headlineAccent: 'One clear picture.',
    lead: 'Track stocks, ETFs and crypto across all your brokers.',
    actions: <><ButtonLink href="/signup" size="lg">Get Started Free</ButtonLink><ButtonLink href="/signin" size="lg" variant="outline">Sign In</ButtonLink></>,
    notes: ['14-day free trial', 'No card needed'],
    stores: [{ store: 'app-store' }, { store: 'google-play' }],
  },
} satisfies Meta<typeof IntroHero>;
export default meta;
type Story = StoryObj<typeof meta>;
export const SignedOut: Story = {};
export const SignedIn: Story = {
  args: { actions: <><ButtonLink href="#download" size="lg">Download App</ButtonLink><ButtonLink href="portfoliotracker://open" size="lg" variant="outline">Open App</ButtonLink></> },
};
