// `npm run demo`: install when needed, build, migrate, seed an empty database, serve on :3000.
import fs from 'node:fs'
import path from 'node:path'

import { buildIfStale, ensureCjkFont, freePort, hasDependencies, root, run, startServer } from './lib.mjs'
import { runTs } from './run-ts.mjs'

const port = Number(process.env.PORT || 3000)

try {
  if (!hasDependencies()) {
    console.log('› installing dependencies')
    run('npm', ['ci', '--no-audit', '--no-fund'])
  }
  if (!(await freePort(port))) throw new Error(`port ${port} is taken: stop what runs there or set PORT`)
  buildIfStale()
  ensureCjkFont()
  console.log('› migrating the database and seeding it when empty')
  if (runTs('src/seed/run.ts', [], { SEED_ONLY_IF_EMPTY: '1' }) !== 0) throw new Error('the seed failed')

  // The demo's links (canonical, sitemap, QR codes, mails) name the address it prints.
  const server = await startServer({ port, env: { SITE_URL: process.env.SITE_URL || `http://localhost:${port}` } })
  const credentialsFile = path.join(root, 'data', 'demo-credentials.json')
  console.log(`\n  站点  http://localhost:${port}\n  后台  http://localhost:${port}/admin`)
  if (fs.existsSync(credentialsFile)) {
    const credentials = JSON.parse(fs.readFileSync(credentialsFile, 'utf8'))
    for (const account of credentials.staff) console.log(`  员工  ${account.email} / ${account.password}（${account.role === 'admin' ? '管理员' : '编辑'}）`)
    console.log(`  会员  ${credentials.member.username} / ${credentials.member.password}`)
    console.log(`  (credentials kept in ${path.relative(root, credentialsFile)})`)
  }
  console.log('\n  Ctrl+C stops the server.\n')
  const stop = () => server.kill('SIGTERM')
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  server.on('exit', (code) => process.exit(code ?? 0))
} catch (error) {
  console.error(`\n✖ ${error.message}`)
  process.exit(error.exitCode || 1)
}
