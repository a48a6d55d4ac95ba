import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleSocialLinks } from '../SocialLinks/sampleSocialLinks';
import { PublicFooter } from './PublicFooter';

const meta = {
  title: 'Site/PublicFooter',
  component: PublicFooter,
  args: {
    productName: 'Portfolio Tracker',
    tagline: 'Every holding, one clear picture.',
    social: sampleSocialLinks,
    groups: [
      { title: 'Company', links: [{ label: 'About', href: '/#about' }, { label: 'Contact', href: '/#contact' }] },
      { title: 'Legal', links: [{ label: 'Privacy Policy', href: '/privacy-policy' }, { label: 'Cookie preferences', onSelect: () => {} }] },
    ],
    copyright: '© 2026 Portfolio Tracker',
  },
} satisfies Meta<typeof PublicFooter>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
