import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { Box } from './Box';

const meta = {
  title: 'Primitives/Box',
  component: Box,
  args: { children: 'Content' },
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Spacing from the theme's tokens, as props. */
export const Padded: Story = {
  render: () => (
    <Card>
      <Box paddingY="8" paddingX="4" textAlign="center" data-testid="box">Padded on the theme's space scale</Box>
    </Card>
  ),
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('box');
    await expect(getComputedStyle(box).paddingTop).toBe('32px');
    await expect(getComputedStyle(box).textAlign).toBe('center');
  },
};

/** Responsive values: more space from the medium breakpoint. */
export const Responsive: Story = {
  render: () => <Card><Box padding={{ base: '2', md: '8' }}>Small padding on phones, larger from 768 px</Box></Card>,
};

/** Rendered as another element: a section with its accessible name. */
export const AsSection: Story = {
  render: () => (
    <Box as="section" aria-labelledby="box-heading" display="grid" gap="2">
      <h2 id="box-heading">Section title</h2>
      <p>A section laid out as a grid with a small gap.</p>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Section title' })).toBeVisible();
  },
};
