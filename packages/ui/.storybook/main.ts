import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { workspaceAliases } from '../../../tooling/aliases';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: async (cfg) => {
    cfg.plugins = [...(cfg.plugins ?? []), vanillaExtractPlugin()];
    // Stories and their fixtures may import the SDK's formatters (`@pt/api/format`), compiled from
    // source as in the unit tests; the kit's components never import the SDK (README).
    const existing = cfg.resolve?.alias ?? [];
    const ours = Object.entries(workspaceAliases).map(([find, replacement]) => ({ find, replacement }));
    const theirs = Array.isArray(existing) ? existing : Object.entries(existing).map(([find, replacement]) => ({ find, replacement }));
    cfg.resolve = { ...cfg.resolve, alias: [...theirs, ...ours] };
    return cfg;
  },
};
export default config;
