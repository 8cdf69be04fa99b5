import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { anyFreePort, startServer } from '../../scripts/lib.mjs'

import { workerSite } from './worker-site'

export type OwnServer = { url: string; child: ChildProcess; stop: () => void }

/** The built site on a port of its own, on a copy of this worker's database (so its limits are its own). */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const source = workerSite.databaseUrl().replace(/^file:/, '')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-own-server-'))
  fs.copyFileSync(source, path.join(dir, 'site.db'))
  const port: number = await anyFreePort()
  const child: ChildProcess = await startServer({ port, env: { DATABASE_URL: `file:${path.join(dir, 'site.db')}`, ...env }, log: 'ignore' })
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    stop: () => {
      child.kill('SIGTERM')
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
