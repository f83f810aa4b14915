import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './test/chromium';
import { freePortSync } from './test/free-port-sync';

// Browser journeys run against the production build in Debian's Chromium (never a downloaded browser), on
// E2E_PORT or a free port chosen once here (workers inherit it), so two runs never collide.
process.env.E2E_PORT ??= String(freePortSync());
const PORT = Number(process.env.E2E_PORT);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Generous, so the journeys hold with both cores busy (README: npm test under load).
  timeout: 90_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions,
    trace: 'off',
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: 'node --import tsx test/e2e-server.ts',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    // SIGTERM lets the server remove its temporary store on the way out.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5000 },
    timeout: 60_000,
    env: { PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${PORT}` },
  },
});
