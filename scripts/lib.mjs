// Small helpers shared by the demo and test scripts.
import { execSync, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..')

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options, env: { ...process.env, ...options.env } })
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`)
    error.exitCode = result.status ?? 1
    throw error
  }
}

export function hasDependencies() {
  const lock = path.join(root, 'package-lock.json')
  const installed = path.join(root, 'node_modules', '.package-lock.json')
  return fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs - 1000
}

export function newestMtime(paths) {
  let newest = 0
  const visit = (entry) => {
    if (!fs.existsSync(entry)) return
    const stat = fs.statSync(entry)
    if (stat.isDirectory()) for (const child of fs.readdirSync(entry)) visit(path.join(entry, child))
    else newest = Math.max(newest, stat.mtimeMs)
  }
  for (const entry of paths) visit(path.join(root, entry))
  return newest
}

// server/ too: the build's standalone folder carries a copy of it (scripts/complete-standalone.mjs).
const buildInputs = ['src', 'server', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json', 'scripts/complete-standalone.mjs']

/**
 * Builds the app unless .next holds a build of the current inputs. The stamp
 * records the newest input time seen when the build started, so a file saved
 * during a build counts as newer than it.
 */
export function buildIfStale(env = {}) {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  const stamp = path.join(root, '.next', 'inputs-mtime')
  const inputs = newestMtime(buildInputs)
  if (fs.existsSync(buildId) && fs.existsSync(stamp) && Number(fs.readFileSync(stamp, 'utf8')) >= inputs) {
    console.log('› build is up to date')
    return
  }
  console.log('› building the app')
  run('node', ['node_modules/.bin/next', 'build'], { env: { NEXT_TELEMETRY_DISABLED: '1', ...env } })
  run('node', ['scripts/complete-standalone.mjs'])
  fs.writeFileSync(stamp, String(inputs))
}

export function freePort(port) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** A port that the system reports free on loopback right now. */
export function anyFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** The build's self-contained copy, as the Docker image holds it (scripts/complete-standalone.mjs). */
export const standaloneDir = path.join(root, '.next', 'standalone')

/**
 * Starts the site's server (server/index.mjs, as `npm start` does, or in `dir`,
 * e.g. standaloneDir as the Docker image does; or another server of the build
 * given by `args`, such as `next start` for the bench) and waits until it answers.
 */
export async function startServer({ port, env, log = 'inherit', dir = root, args = ['server/index.mjs', '-p', String(port)] }) {
  const child = spawn('node', args, {
    cwd: dir,
    stdio: ['ignore', log, log],
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...env },
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const response = await fetch(`http://localhost:${port}/`)
      if (response.status < 500) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  child.kill()
  throw new Error('the server did not answer within 60 s')
}

export function hasCjkFont() {
  try {
    return execSync('fc-list', { encoding: 'utf8' }).includes('Noto Sans CJK')
  } catch {
    return false
  }
}

function aptInstall(packages) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args) => run(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { env: { DEBIAN_FRONTEND: 'noninteractive' } })
  apt(['update'])
  apt(['install', '-y', '--no-install-recommends', ...packages])
}

/**
 * Debian's Chromium and the CJK fonts (never a downloaded browser): the e2e
 * tests drive its headless shell (playwright.config.ts), Lighthouse the browser itself.
 */
export function ensureBrowser() {
  if (fs.existsSync('/usr/bin/chromium') && fs.existsSync('/usr/bin/chromium-headless-shell') && hasCjkFont()) return
  console.log('› installing chromium, chromium-headless-shell and fonts-noto-cjk from Debian')
  aptInstall(['chromium', 'chromium-headless-shell', 'fonts-noto-cjk'])
}

/**
 * The seed draws Chinese text into its images through fontconfig: without a CJK
 * font every character would be a box. Installs fonts-noto-cjk when it can.
 */
export function ensureCjkFont() {
  if (hasCjkFont()) return
  console.log('› installing fonts-noto-cjk from Debian (the seed renders Chinese text into images)')
  try {
    aptInstall(['fonts-noto-cjk'])
  } catch (error) {
    console.warn(`! could not install fonts-noto-cjk (${error.message}): Chinese text in the demo images will show as boxes`)
  }
}
