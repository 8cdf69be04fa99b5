import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

/**
 * Unit tests run as they are. Integration tests run once per database: a fresh
 * SQLite file always, and a fresh PostgreSQL database when one answers on
 * PG_HOST:PG_PORT (created and dropped by tests/setup/postgres-database.ts).
 */
const root = path.dirname(new URL(import.meta.url).pathname)
const runId = `${process.pid}_${Date.now().toString(36)}`
const tmp = path.join(os.tmpdir(), `site-test-${runId}`)
const pgHost = process.env.PG_HOST || '127.0.0.1'
const pgPort = Number(process.env.PG_PORT || 5432)

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

const alias = {
  // Server-only modules are imported directly by the integration tests.
  'server-only': path.join(root, 'tests/setup/server-only.ts'),
  '@payload-config': path.join(root, 'src/payload.config.ts'),
  '@': path.join(root, 'src'),
}

const commonEnv = {
  PAYLOAD_SECRET: 'test-secret-not-for-production',
  SEED_ADMIN_PASSWORD: 'admin-password-1',
  SEED_EDITOR_PASSWORD: 'editor-password-1',
  SEED_MEMBER_PASSWORD: 'member-password-1',
  CAPTCHA_TEST_CODE: 'T3ST',
}

function databaseProject(name: string, databaseUrl: string) {
  return {
    extends: true as const,
    test: {
      name,
      include: ['tests/integration/**/*.test.ts'],
      globalSetup: ['tests/setup/database.ts'],
      fileParallelism: false,
      testTimeout: 180_000,
      hookTimeout: 300_000,
      env: {
        ...commonEnv,
        DATABASE_URL: databaseUrl,
        UPLOAD_DIR: path.join(tmp, name, 'uploads'),
        SECRET_FILE: path.join(tmp, name, '.secret'),
      },
    },
  }
}

const withPostgres = process.env.TEST_POSTGRES !== 'off' && (await reachable(pgHost, pgPort))
const pgUser = process.env.PG_USER || 'postgres'
if (!withPostgres) console.warn(`PostgreSQL is not reachable on ${pgHost}:${pgPort}: integration tests run on SQLite only`)

export default defineConfig({
  resolve: { alias },
  test: {
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], env: commonEnv } },
      databaseProject('sqlite', `file:${path.join(tmp, 'sqlite', 'site.db')}`),
      ...(withPostgres ? [databaseProject('postgres', `postgres://${pgUser}@${pgHost}:${pgPort}/site_test_${runId}`)] : []),
    ],
  },
})
