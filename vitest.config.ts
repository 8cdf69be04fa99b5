import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { configDefaults, defineConfig } from 'vitest/config'

import { nodeConditions } from './scripts/node-conditions.mjs'
import { SEEDED_ACCOUNTS } from './scripts/seeded-database.mjs'
import { postgresService, redisService, serviceInUse } from './scripts/test-services.mjs'
import { ProjectCounts } from './tests/setup/project-counts'

/**
 * Unit tests run as they are. Integration tests run once per database: a fresh
 * SQLite file always, and a fresh PostgreSQL database when one answers on
 * PG_HOST:PG_PORT (created and dropped by tests/setup/database.ts). The sqlite
 * and postgres projects start from the demo seed (TEST_DATABASE=seeded): a copy
 * of a SQLite database seeded once, a database created from a seeded
 * PostgreSQL template, both cached while the seed's sources, the environment
 * below and the day stay the same (scripts/seeded-database.mjs).
 */
const root = path.dirname(new URL(import.meta.url).pathname)
const runId = `${process.pid}_${Date.now().toString(36)}`
const tmp = path.join(os.tmpdir(), `site-test-${runId}`)

const alias = {
  // Server-only modules are imported directly by the integration tests.
  'server-only': path.join(root, 'tests/setup/server-only.ts'),
  '@payload-config': path.join(root, 'src/payload.config.ts'),
  '@': path.join(root, 'src'),
}

const commonEnv = {
  PAYLOAD_SECRET: 'test-secret-not-for-production',
  ...SEEDED_ACCOUNTS,
  CAPTCHA_TEST_CODE: 'T3ST',
  // Tests run due jobs themselves (payload.jobs.run()), never on the background timer.
  JOBS_AUTORUN: 'off',
}

/** A port nothing listens on now, for a server a test starts later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

// Tests that need an environment of their own run only in their own project.
const ownProjectTests = ['tests/integration/uploads-s3.test.ts']

function databaseProject(name: string, databaseUrl: string, extra: { order: number; include?: string[]; env?: Record<string, string>; seeded?: boolean }) {
  return {
    extends: true as const,
    test: {
      name,
      include: extra.include ?? ['tests/integration/**/*.test.ts'],
      exclude: extra.include ? configDefaults.exclude : [...configDefaults.exclude, ...ownProjectTests],
      globalSetup: ['tests/setup/database.ts'],
      fileParallelism: false,
      // One process per project for all its files, one file at a time: the app's modules (Payload, its
      // config, the schema) load once, not once per file (about 9 s each); a file that changes process.env
      // (SMTP_URL, say) must change it back in afterAll, and the modules read such settings per call.
      isolate: false,
      sequence: { groupOrder: extra.order },
      testTimeout: 180_000,
      hookTimeout: 300_000,
      env: {
        ...commonEnv,
        DATABASE_URL: databaseUrl,
        UPLOAD_DIR: path.join(tmp, name, 'uploads'),
        SECRET_FILE: path.join(tmp, name, '.secret'),
        TEST_DATABASE: extra.seeded ? 'seeded' : 'empty',
        ...extra.env,
      },
    },
  }
}

const postgres = postgresService()
const redis = redisService()
const withPostgres = await serviceInUse(postgres)
const withRedis = await serviceInUse(redis)
const { host: pgHost, port: pgPort } = postgres
const redisUrl = redis.url
const pgUser = process.env.PG_USER || 'postgres'
const s3Port = await freePort()

/**
 * VITEST_PART=postgres keeps the PostgreSQL project alone, VITEST_PART=others every other one, so that
 * `npm test` runs the two halves side by side, in two processes (scripts/test.mjs). Unset: all of them.
 */
const part = process.env.VITEST_PART
const inPart = (project: { test: { name: string } }) => !part || (part === 'postgres') === (project.test.name === 'postgres')

export default defineConfig({
  resolve: { alias },
  test: {
    pool: 'forks',
    // Packages load natively in the workers: Lexical's entry points need an explicit condition (scripts/node-conditions.mjs).
    execArgv: nodeConditions({ NODE_ENV: 'test' }),
    reporters: ['default', new ProjectCounts()],
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'deploy/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Files share their workers' modules, as the database projects do (40 s -> 17 s): a file that
          // changes process.env or a module's state puts it back in afterAll. Checked in shuffled file orders.
          isolate: false,
          // The shared page cache is tested on Redis itself, where Redis runs.
          exclude: [...configDefaults.exclude, ...(withRedis ? [] : ['src/lib/redis-page-cache.test.ts'])],
          env: commonEnv,
        },
      },
      databaseProject('sqlite', `file:${path.join(tmp, 'sqlite', 'site.db')}`, { order: 1, seeded: true }),
      ...(withPostgres ? [databaseProject('postgres', `postgres://${pgUser}@${pgHost}:${pgPort}/site_test_${runId}`, { order: 2, seeded: true })] : []),
      // The projects below start empty: their files never seed. The s3 project must: uploads:to-s3
      // counts what it copies, and seeded uploads would be on local disk only.
      // The shared state that can move to Redis (captcha answers, e-mail codes, rate limits), on Redis.
      ...(withRedis
        ? [
            databaseProject('redis', `file:${path.join(tmp, 'redis', 'site.db')}`, {
              order: 3,
              include: ['tests/integration/contract-member.test.ts', 'tests/integration/contract-password-reset.test.ts', 'tests/integration/rate-limit.test.ts'],
              env: { REDIS_URL: redisUrl, REDIS_PREFIX: `site-test-${runId}:` },
            }),
          ]
        : []),
      // Uploads in object storage: the test starts an S3-compatible server (s3rver) on this port.
      databaseProject('s3', `file:${path.join(tmp, 's3', 'site.db')}`, {
        order: 4,
        include: ['tests/integration/uploads-s3.test.ts'],
        env: {
          S3_BUCKET: 'site-test-uploads',
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: 'true',
          S3RVER_DIR: path.join(tmp, 's3', 'bucket'),
          // The SDK's notice that its 2027 releases need Node 22, once per worker.
          AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        },
      }),
    ].filter(inPart),
  },
})
