import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// One config for the client build, the SSR build, the dev server and vitest.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    manifest: !isSsrBuild,
    assetsInlineLimit: 0,
    target: 'es2022',
    // The client has no index.html: the server renders the document and bootstraps this module.
    rollupOptions: isSsrBuild ? {} : { input: 'src/app/entry-client.tsx' },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 120000,
    pool: 'forks',
    globalSetup: ['./vitest.global-setup.ts'],
  },
}));
