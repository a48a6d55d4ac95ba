import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageSlot } from './PageSlot';

const meta = { title: 'Site/PageSlot', component: PageSlot } satisfies Meta<typeof PageSlot>;
export default meta;

/** Empty to the eye; a status for screen readers. */
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading page…');
  },
};

export const CustomLabel: StoryObj<typeof meta> = {
  args: { label: 'Loading your dashboard…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your dashboard…');
  },
};
