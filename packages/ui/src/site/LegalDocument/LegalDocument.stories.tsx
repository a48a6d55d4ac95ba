import type { Meta, StoryObj } from '@storybook/react-vite';
import { ButtonLink } from '../../primitives/ButtonLink';
import { LegalDocument } from './LegalDocument';

const meta = {
  title: 'Site/LegalDocument',
  component: LegalDocument,
  args: {
    title: 'Privacy Policy',
    updated: 'Last updated: November 1, 2026',
    intro: 'How we handle your data.',
    sections: [
      { id: 'collect', title: 'What we collect', body: <p>Your e-mail address and the holdings you enter.</p> },
      { id: 'use', title: 'How we use it', body: <ul><li>To run your account.</li><li>To improve the app.</li></ul> },
    ],
    backAction: <ButtonLink href="/" variant="outline">Back to Home</ButtonLink>,
  },
} satisfies Meta<typeof LegalDocument>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
