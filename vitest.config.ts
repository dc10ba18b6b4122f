import { defineConfig } from 'vitest/config';

const api = (name: string, db: 'sqlite' | 'postgres') => ({
  test: {
    name,
    include: ['server/**/*.test.ts'],
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/**
 * Unit tests, then the API tests on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is
 * set. Every API test file gets its own database (SQLite file or PostgreSQL schema).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'web/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      api('api-sqlite', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [api('api-postgres', 'postgres')] : []),
    ],
  },
});
