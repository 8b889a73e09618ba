import { defineConfig, devices } from '@playwright/test';

// Port and build folder can be moved so that several builds can be tested side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
// The scene lab is only in builds with the development tools (`npm run build:lab`), served beside.
const LAB_PORT = Number(process.env.E2E_LAB_PORT ?? PORT + 1);
const LAB_DIST = process.env.E2E_LAB_DIST ?? 'dist-lab';
const LAB_SPECS = /scene-host\.spec\.ts$/;

/** Debian's Chromium: nothing here ever downloads a browser. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--enable-unsafe-swiftshader',
];

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  // Two tests at a time on a 2-core machine: most of a test is waiting (for a page to load, a worker to
  // answer, an assertion to retry), so a second worker overlaps its waits with the first one's work.
  // The suite took 43.8 min with one worker, and 16.7 min with two (docs/testing.md, Keeping the suite fast).
  // E2E_WORKERS sets another count.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['./tests/e2e/reporters/slowestFiles.ts'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // The site's service worker would precache the whole build in every test and answer requests that
    // tests mock with page.route; only the offline spec (tests/e2e/offline.spec.ts) lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: LAB_SPECS },
    {
      name: 'lab',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${LAB_PORT}` },
      testMatch: LAB_SPECS,
    },
  ],
  // Tests run against the production build (npm test builds it first); the scene host's against the
  // same build with the development tools, built here when it is missing.
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
      url: `http://127.0.0.1:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command:
        `(test -d ${LAB_DIST} || npx vite build --mode lab --outDir ${LAB_DIST} --logLevel error) && ` +
        `npx vite preview --host 127.0.0.1 --port ${LAB_PORT} --strictPort --outDir ${LAB_DIST}`,
      url: `http://127.0.0.1:${LAB_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
