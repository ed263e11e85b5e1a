import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

// The app's own build settings apply (pre-parsed catalogs, aliases), so tests see what ships.
export default defineConfig((env) =>
  mergeConfig(
    viteConfig(env),
    defineConfig({
      test: {
        projects: [
          {
            extends: true,
            test: {
              name: 'unit',
              include: ['tests/unit/**/*.test.{ts,tsx}'],
              environment: 'node',
              // A few render every demo post; a busy two-core machine takes seconds for them.
              testTimeout: 20_000,
            },
          },
          {
            extends: true,
            test: {
              name: 'rules',
              include: ['tests/rules/**/*.test.ts'],
              environment: 'node',
              fileParallelism: false,
              testTimeout: 20_000,
              hookTimeout: 30_000,
            },
          },
          {
            extends: true,
            test: {
              name: 'integration',
              include: ['tests/integration/**/*.test.ts'],
              environment: 'node',
              fileParallelism: false,
              testTimeout: 60_000,
              hookTimeout: 60_000,
            },
          },
          {
            extends: true,
            test: {
              // The optional server's functions, under the Functions and Hosting emulators
              // (scripts/test.mjs's last phase; `with-emulators.mjs --functions`).
              name: 'functions',
              include: ['tests/functions/**/*.test.ts'],
              environment: 'node',
              fileParallelism: false,
              testTimeout: 90_000,
              hookTimeout: 60_000,
            },
          },
        ],
      },
    }),
  ),
);
