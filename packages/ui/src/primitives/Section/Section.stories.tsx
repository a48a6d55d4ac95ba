import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container, Section } from './Section';

const meta = {
  title: 'Primitives/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: {
    id: 'about', eyebrow: 'About', title: 'Built for long-term investors', lead: 'A calm, clear view of everything you own.',
    children: <p style={{ textAlign: 'center' }}>Section content goes here.</p>,
  },
} satisfies Meta<typeof Section>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { tone: 'muted' } };
export const Inverse: Story = { args: { tone: 'inverse' } };
export const StartAligned: Story = { args: { align: 'start' } };
export const ContainerOnly: Story = {
  render: () => (
    <Container size="sm" style={{ background: '#fff', padding: 24 }}>
      <p>A container centers content with the page gutters.</p>
    </Container>
  ),
};
