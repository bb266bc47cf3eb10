import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { StorybookConfig } from '@storybook/react-vite';
import { messageCatalogues } from '../apps/web/message-catalogues.config.ts';

/**
 * Root Storybook (architecture 4): the UI kit's stories (packages/ui) and the web app's
 * screen stories (apps/web), the network faked by MSW (the worker is served from ./public).
 * Hand-written on purpose: `storybook init` pulls unpinned packages and downloads a browser.
 */
const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: false },
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), react(), tailwindcss(), messageCatalogues('serve')],
  }),
};

export default config;
