import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import Database from 'libsql'
import { afterAll, describe, expect, it } from 'vitest'

import { sqliteFile, sqliteReader } from './sqlite-reader'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-reader-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('sqliteFile', () => {
  it('reads the file of a file: URL, and nothing of a memory or remote database', () => {
    expect(sqliteFile('file:/srv/site/site.db')).toBe('/srv/site/site.db')
    expect(sqliteFile('file:///srv/site/site.db')).toBe('/srv/site/site.db')
    expect(sqliteFile('file:./data/site.db')).toBe('./data/site.db')
    expect(sqliteFile('file:/srv/my%20site/site.db?mode=rwc')).toBe('/srv/my site/site.db')
    expect(sqliteFile('file::memory:')).toBeNull()
    expect(sqliteFile('libsql://example.turso.io')).toBeNull()
    expect(sqliteFile(undefined)).toBeNull()
  })
})

describe('sqliteReader', () => {
  const file = path.join(dir, 'site.db')
  const writer = new Database(file)
  writer.exec('PRAGMA journal_mode = WAL; CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, flag INTEGER)')
  const reader = sqliteReader(file)

  it('sees every committed write at its next read, with the same statement kept', () => {
    writer.prepare('INSERT INTO t (name, flag) VALUES (?, ?)').run('一', 1)
    expect(reader.select('SELECT id, name FROM t WHERE flag = ?', [true])).toEqual([{ id: 1, name: '一' }])
    writer.prepare('INSERT INTO t (name, flag) VALUES (?, ?)').run('二', 1)
    expect(reader.select('SELECT id, name FROM t WHERE flag = ?', [true])).toHaveLength(2)
  })

  it('binds as @libsql/client does: booleans as 0 and 1, dates as milliseconds', () => {
    expect(reader.select('SELECT ? AS yes, ? AS no, ? AS at', [true, false, new Date(1_000)])).toEqual([{ yes: 1, no: 0, at: 1_000 }])
  })

  it('refuses to write', () => {
    expect(() => reader.select('DELETE FROM t RETURNING id', [])).toThrow(/readonly|read-only|query_only/i)
    expect(writer.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2 })
  })
})
