import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button';
import { PhoneCarousel, samplePhoneCards } from '../PhoneCarousel';
import { Hero, heroHighlightClass } from './Hero';

function Carousel() {
  const [i, setI] = useState(0);
  return <PhoneCarousel cards={samplePhoneCards} selectedIndex={i} onSelect={setI} />;
}

const meta = {
  title: 'Marketing/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: {
    earlyAccessLabel: 'Early access is open',
    headline: <>Every investment. <span className={heroHighlightClass}>One clear view.</span></>,
    subcopy: 'Track stocks, ETFs and funds across every broker, see real performance after fees, and extend the app with plugins built for how you invest.',
    actions: (
      <>
        <Button as="a" href="/signup" size="lg">Get Started Free</Button>
        <Button as="a" href="/signin" size="lg" variant="outline">Sign In</Button>
      </>
    ),
    footnotes: ['14-day free trial', 'No card needed', 'Cancel anytime'],
    storeBadges: [{ store: 'app-store' }, { store: 'google-play' }],
    visual: <Carousel />,
  },
} satisfies Meta<typeof Hero>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const SignedIn: Story = {
  args: {
    actions: (
      <>
        <Button size="lg" onClick={fn()}>Download App</Button>
        <Button size="lg" variant="outline" onClick={fn()}>Open App</Button>
      </>
    ),
    storeBadges: [{ store: 'app-store', href: 'https://example.com/ios' }, { store: 'google-play', href: 'https://example.com/android' }],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const WithoutVisual: Story = { args: { visual: undefined } };
