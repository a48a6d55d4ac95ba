import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen';

const meta = { title: 'Marketing/NotFoundScreen', component: NotFoundScreen, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Page not found');
    await expect(c.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
