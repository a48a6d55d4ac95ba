import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeaderSlot } from './HeaderSlot';

const meta = { title: 'Site/HeaderSlot', component: HeaderSlot } satisfies Meta<typeof HeaderSlot>;
export default meta;
export const Default: StoryObj<typeof meta> = {};
