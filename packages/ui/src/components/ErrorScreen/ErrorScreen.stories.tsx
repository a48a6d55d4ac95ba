import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ErrorScreen } from './ErrorScreen';

const stack = `Error: Failed to load holdings
    at loadHoldings (src/pages/Dashboard.tsx:42:11)
    at renderWithHooks (react-dom.development.js:15486:18)
    at mountIndeterminateComponent (react-dom.development.js:20103:13)`;

const meta = {
  title: 'Marketing/ErrorScreen',
  component: ErrorScreen,
  parameters: { layout: 'fullscreen' },
  args: { actions: <><Button onClick={fn()}>Reload</Button><Button as="a" href="/" variant="outline">Back to Home</Button></> },
} satisfies Meta<typeof ErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RouteErrorStatus: Story = { args: { message: '500 Internal Server Error' } };
export const WithStack: Story = {
  args: { message: 'Failed to load holdings', stack },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByText('Show error details'));
    await expect(c.getByText(/loadHoldings/)).toBeVisible();
  },
};
export const RenderError: Story = { args: { title: 'Something went wrong', message: 'An error occurred' } };
export const Mobile: Story = { args: { message: 'Failed to load holdings', stack }, globals: { viewport: { value: 'mobile', isRotated: false } } };
