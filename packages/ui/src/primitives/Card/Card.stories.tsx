import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Card, CardTitle } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    children: <p>Track every holding across brokers in one place, with performance analytics that update as markets move.</p>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Elevated: Story = {};
export const Outlined: Story = { args: { variant: 'outlined' } };
export const Highlighted: Story = { args: { variant: 'highlighted' } };
export const Muted: Story = { args: { variant: 'muted' } };
export const WithHeaderAndFooter: Story = {
  args: {
    header: <CardTitle>Subscription</CardTitle>,
    footer: (
      <>
        <Button variant="ghost" size="sm">Cancel plan</Button>
        <Button size="sm">Change plan</Button>
      </>
    ),
  },
};
export const PaddingNone: Story = { args: { padding: 'none', children: <img alt="" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='420' height='160'%3E%3Crect width='100%25' height='100%25' fill='%23d5f7f1'/%3E%3C/svg%3E" /> } };
export const PaddingSmall: Story = { args: { padding: 'sm' } };
export const PaddingLarge: Story = { args: { padding: 'lg' } };
export const Interactive: Story = { args: { interactive: true, as: 'article' } };
