import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Site/SkipLink',
  component: SkipLink,
  decorators: [(S) => <div><S /><main id="main" tabIndex={-1}><p>Tab into the frame to reveal the link.</p></main></div>],
} satisfies Meta<typeof SkipLink>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
