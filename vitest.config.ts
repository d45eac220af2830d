import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Unit tests (`*.test.ts`) run once. Integration tests (`*.int.test.ts`) boot the real app on a real
 * database: PGlite always, and PostgreSQL too when TEST_DATABASE_URL is set. Each run migrates one
 * template database; every test file gets its own copy (src/server/testing/).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Integration tests about rendered pictures whose database part is trivial (no money, holds, races or queries the two
 * databases could answer differently): they render real posters for a minute or more, and rendering does not depend on
 * the database, so they run on PGlite only.
 */
const renderOnly = [
  // every style's thumbnail rendered by the engine, then served: the database is not touched
  'src/server/modules/create/style-thumbnails.int.test.ts',
  // a real 3508 × 4961 master, then the public answers read for file addresses: one poster row, read and updated
  'src/server/modules/storage/private-masters.int.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at once, also on two cores (Vitest's default there is one): an integration file spends much of its
    // time waiting on its database, jobs and mail, and six of them took 66 s instead of 117 s.
    maxWorkers: 2,
    // A worker keeps the modules it has loaded from one file to the next instead of loading the app again for each
    // (four seconds and more an integration file): the integration files took 345 s instead of 451 s. So a file must
    // leave nothing behind that the next would see: it starts and stops its own app in its own hooks (the shared
    // helpers' `use…App()`), and restores timers and globals it replaced.
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts', 'build/**/*.test.ts'],
          exclude: ['src/**/*.int.test.ts', 'node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['src/**/*.int.test.ts'],
          globalSetup: ['src/server/testing/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(postgresUrl
        ? ([
            {
              extends: true,
              test: {
                name: 'postgres',
                include: ['src/**/*.int.test.ts'],
                exclude: [...renderOnly, 'node_modules/**'],
                globalSetup: ['src/server/testing/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
              },
            },
          ] satisfies TestProjectInlineConfiguration[])
        : []),
    ],
  },
});
