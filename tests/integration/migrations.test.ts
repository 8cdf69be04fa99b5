import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { sql } from 'drizzle-orm'
import { drizzle as drizzleSqlite } from 'drizzle-orm/libsql'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { describe, expect, it } from 'vitest'

import { payloadDatabase } from '@/lib/raw-sql'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { testPayload } from '../setup/payload'

const projectUrl = process.env.DATABASE_URL as string
const isPostgres = projectUrl.startsWith('postgres')

describe('migrations', () => {
  // The project's database is a copy of the seeded one, which began empty: the seed and copy-to-postgres
  // migrate it with migrateDatabase, as `npm run migrate` does (scripts/seeded-database.mjs); the command itself
  // runs in tests/e2e/backup-restore.spec.ts.
  it('apply from empty and record every committed migration', async () => {
    const expected = (isPostgres ? postgresMigrations : sqliteMigrations).map((migration) => migration.name)
    expect(expected.length).toBeGreaterThan(0)
    const db = await payloadDatabase(await testPayload())
    const applied = await db.rows<{ name: string }>(sql`SELECT "name" FROM "payload_migrations" WHERE "batch" > 0 ORDER BY "name"`)
    const tables = await db.rows<{ name: string }>(
      isPostgres ? sql`SELECT "table_name" AS "name" FROM information_schema.tables WHERE "table_schema" = 'public'` : sql`SELECT "name" FROM sqlite_master WHERE "type" = 'table'`,
    )
    expect(applied.map((row) => row.name)).toEqual(expected)
    expect(tables.map((row) => row.name)).toEqual(expect.arrayContaining(['products', 'members', '_products_v', 'site_config']))
  })
})

type Exec = (statement: string) => Promise<Record<string, unknown>[]>

/** Runs the committed migrations before `stop` on an empty database, then `stop` itself after `between`, and reads the result with `readBack`. */
async function migrateAcross<T>(stop: string, between: (exec: Exec) => Promise<void>, readBack: (exec: Exec) => Promise<T>): Promise<T> {
  const migrations = isPostgres ? postgresMigrations : sqliteMigrations
  const target = migrations.findIndex((migration) => migration.name.endsWith(stop))
  expect(target).toBeGreaterThan(0)
  const logger = { warn: () => {}, info: () => {}, error: () => {} }
  if (isPostgres) {
    const name = `site_localize_${process.pid}_${Date.now().toString(36)}`
    const admin = new URL(projectUrl)
    admin.pathname = '/postgres'
    const server = new pg.Client({ connectionString: admin.toString() })
    await server.connect()
    await server.query(`CREATE DATABASE "${name}"`)
    const url = new URL(projectUrl)
    url.pathname = `/${name}`
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 })
    // DROP DATABASE … WITH (FORCE) below ends any connection still open (57P01); anything else is a real error.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error
    })
    try {
      const db = drizzlePostgres(pool)
      const up = (index: number) => migrations[index].up({ db, payload: { logger }, req: {} } as never)
      for (let index = 0; index < target; index += 1) await up(index)
      const exec = async (statement: string) => (await pool.query(statement)).rows
      await between(exec)
      await up(target)
      return await readBack(exec)
    } finally {
      await pool.end()
      await server.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await server.end()
    }
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'site-localize-'))
  const client = createClient({ url: `file:${path.join(folder, 'site.db')}` })
  try {
    const db = drizzleSqlite(client)
    const up = (index: number) => migrations[index].up({ db, payload: { logger }, req: {} } as never)
    for (let index = 0; index < target; index += 1) await up(index)
    const exec = async (statement: string) => (await client.execute(statement)).rows as unknown as Record<string, unknown>[]
    await between(exec)
    await up(target)
    return await readBack(exec)
  } finally {
    client.close()
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

describe('the localization migration', () => {
  async function readBack(exec: Exec) {
    return {
      products: await exec(`SELECT p."model", l."name", l."series", l."summary", l."_locale" FROM "products" p JOIN "products_locales" l ON l."_parent_id" = p."id"`),
      versions: await exec(`SELECT l."version_name", l."_locale" FROM "_products_v_locales" l`),
      specs: await exec(`SELECT s."id", l."group", l."name", l."value", l."_locale" FROM "products_specs" s JOIN "products_specs_locales" l ON l."_parent_id" = s."id"`),
      categories: await exec(`SELECT l."name", l."description" FROM "product_categories_locales" l`),
      site: await exec(`SELECT l."system_site_name", l."system_footer_slogan" FROM "site_config_locales" l`),
      productColumns: (
        await exec(
          isPostgres
            ? `SELECT column_name AS "name" FROM information_schema.columns WHERE table_name = 'products' AND table_schema = current_schema()`
            : `SELECT "name" FROM pragma_table_info('products')`,
        )
      ).map((row) => row.name),
    }
  }

  it('keeps every text of existing content as its Chinese version', async () => {
    const found = await migrateAcross(
      '_localization',
      async (exec) => {
        await exec(`INSERT INTO "product_categories" ("id", "name", "description", "_status") VALUES (1, '可编程直流电源', '宽范围输出', 'published')`)
        await exec(
          `INSERT INTO "products" ("id", "model", "name", "series", "summary", "category_id", "_status") VALUES (1, 'PSD-1', '宽范围电源', 'PSD 系列', '一台顶多台', 1, 'published')`,
        )
        await exec(`INSERT INTO "products_specs" ("_order", "_parent_id", "id", "group", "name", "value") VALUES (1, 1, 'row-1', '输出', '电压', '0–80 V')`)
        await exec(
          `INSERT INTO "_products_v" ("id", "parent_id", "version_model", "version_name", "version__status", "latest") VALUES (1, 1, 'PSD-1', '宽范围电源', 'published', ${isPostgres ? 'true' : '1'})`,
        )
        await exec(`INSERT INTO "site_config" ("id", "system_site_name", "system_footer_slogan") VALUES (1, '精源电子', '精于电源')`)
      },
      readBack,
    )
    expect(found.products).toEqual([{ model: 'PSD-1', name: '宽范围电源', series: 'PSD 系列', summary: '一台顶多台', _locale: 'zh' }])
    expect(found.versions).toEqual([{ version_name: '宽范围电源', _locale: 'zh' }])
    expect(found.specs).toEqual([{ id: 'row-1', group: '输出', name: '电压', value: '0–80 V', _locale: 'zh' }])
    expect(found.categories).toEqual([{ name: '可编程直流电源', description: '宽范围输出' }])
    expect(found.site).toEqual([{ system_site_name: '精源电子', system_footer_slogan: '精于电源' }])
    expect(found.productColumns).not.toContain('name')
    expect(found.productColumns).toContain('model')
  })
})

describe('the migration that localizes the shared labels', () => {
  const columnsOf = async (exec: Exec, table: string) =>
    (
      await exec(
        isPostgres
          ? `SELECT column_name AS "name" FROM information_schema.columns WHERE table_name = '${table}' AND table_schema = current_schema()`
          : `SELECT "name" FROM pragma_table_info('${table}')`,
      )
    ).map((row) => row.name)

  it('keeps download versions and the production line as their Chinese values, and the options’ values as they are', async () => {
    const yes = isPostgres ? 'true' : '1'
    const found = await migrateAcross(
      '_localize_shared_labels',
      async (exec) => {
        await exec(`INSERT INTO "downloads" ("id", "version", "_status") VALUES (1, '2026 版', 'published'), (2, 'V1.2', 'published'), (3, NULL, 'published')`)
        await exec(
          `INSERT INTO "downloads_locales" ("title", "_locale", "_parent_id") VALUES ('选型手册', 'zh', 1), ('Selection guide', 'en', 1), ('Quick start', 'en', 2), ('用户手册', 'zh', 3)`,
        )
        await exec(`INSERT INTO "_downloads_v" ("id", "parent_id", "version_version", "version__status", "latest") VALUES (1, 1, '2026 版', 'published', ${yes})`)
        await exec(`INSERT INTO "_downloads_v_locales" ("version_title", "_locale", "_parent_id") VALUES ('选型手册', 'zh', 1)`)
        await exec(`INSERT INTO "site_config" ("id", "production_line") VALUES (1, '深圳光明 · 苏州吴江 双生产基地')`)
        await exec(`INSERT INTO "site_config_locales" ("system_site_name", "_locale", "_parent_id") VALUES ('精源电子', 'zh', 1), ('Jingyuan Electronics', 'en', 1)`)
        await exec(`INSERT INTO "product_categories" ("id", "_status") VALUES (1, 'published')`)
        await exec(`INSERT INTO "product_categories_facets" ("_order", "_parent_id", "id", "key", "kind") VALUES (1, 1, 'facet-1', 'channels', 'options')`)
        await exec(
          `INSERT INTO "product_categories_facets_options" ("_order", "_parent_id", "id", "value") VALUES (1, 'facet-1', 'option-1', '单路'), (2, 'facet-1', 'option-2', '双路')`,
        )
      },
      async (exec) => ({
        downloads: await exec(`SELECT l."_parent_id" AS "id", l."_locale", l."title", l."version" FROM "downloads_locales" l ORDER BY l."_parent_id", CAST(l."_locale" AS text)`),
        versions: await exec(`SELECT l."_locale", l."version_title", l."version_version" FROM "_downloads_v_locales" l`),
        site: await exec(`SELECT l."_locale", l."system_site_name", l."production_line" FROM "site_config_locales" l ORDER BY CAST(l."_locale" AS text)`),
        options: await exec(`SELECT o."id", o."value" FROM "product_categories_facets_options" o ORDER BY o."_order"`),
        optionLabels: await exec(`SELECT l."label" FROM "product_categories_facets_options_locales" l`),
        downloadColumns: await columnsOf(exec, 'downloads'),
        siteColumns: await columnsOf(exec, 'site_config'),
      }),
    )
    // Into the Chinese row; a download written in English only keeps its version there; no version, no value.
    expect(found.downloads).toEqual([
      { id: 1, _locale: 'en', title: 'Selection guide', version: null },
      { id: 1, _locale: 'zh', title: '选型手册', version: '2026 版' },
      { id: 2, _locale: 'en', title: 'Quick start', version: 'V1.2' },
      { id: 3, _locale: 'zh', title: '用户手册', version: null },
    ])
    expect(found.versions).toEqual([{ _locale: 'zh', version_title: '选型手册', version_version: '2026 版' }])
    expect(found.site).toEqual([
      { _locale: 'en', system_site_name: 'Jingyuan Electronics', production_line: null },
      { _locale: 'zh', system_site_name: '精源电子', production_line: '深圳光明 · 苏州吴江 双生产基地' },
    ])
    expect(found.options).toEqual([
      { id: 'option-1', value: '单路' },
      { id: 'option-2', value: '双路' },
    ])
    expect(found.optionLabels).toEqual([])
    expect(found.downloadColumns).not.toContain('version')
    expect(found.siteColumns).not.toContain('production_line')
  })
})
