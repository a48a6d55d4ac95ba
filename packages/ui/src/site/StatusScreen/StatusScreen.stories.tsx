import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusScreen } from './StatusScreen';

const meta = { title: 'Site/StatusScreen', component: StatusScreen, args: { code: '404', title: 'Oops! Page not found', homeAction: { href: '/', label: 'Return to Home' } } } satisfies Meta<typeof StatusScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
export const NotFound: Story = {};
export const RouteError: Story = {
  args: { code: undefined, role: 'alert', title: 'Unexpected Application Error!', message: '500 Internal Server Error', details: 'Error: boom\n    at Page (Page.tsx:12:3)' },
};
export const RenderError: Story = { args: { code: undefined, role: 'alert', title: 'Something went wrong', message: 'An error occurred' } };
