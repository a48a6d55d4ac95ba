import type { Preview } from '@storybook/react-vite';
import '@fontsource-variable/inter';
import '../src/theme';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story test run (vitest addon), not just the panel.
    a11y: { test: 'error' },
    viewport: {
      options: {
        small: { name: 'Phone 320', styles: { width: '320px', height: '640px' } },
        mobile: { name: 'Phone 375', styles: { width: '375px', height: '812px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  tags: ['autodocs'],
};
export default preview;
