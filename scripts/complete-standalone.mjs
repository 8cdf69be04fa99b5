// After `next build`: makes .next/standalone a folder that runs the site on its
// own, as the Docker image does (`node server/index.mjs` in it, no npm install):
// Next's standalone output holds the app and the node_modules the app needs;
// this adds what Next does not trace: the site's own server (server/index.mjs
// and the modules it imports, traced by @vercel/nft), the page cache handler
// (its modules are left out with the rest of src/ by outputFileTracingExcludes),
// the public folder and the build's static assets.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { nodeFileTrace } from '@vercel/nft'

import { PRERENDERED_SCRIPTS_FILE, sha256Source } from '../server/security-headers.mjs'
import { root } from './lib.mjs'

const standalone = path.join(root, '.next', 'standalone')

// Imported by a name computed at run time, which no tracer can follow: rate-limiter-flexible's
// store on the database (src/data/rate-limits.server.ts) imports drizzle-orm this way.
const LAZY_IMPORTS = ['drizzle-orm', 'drizzle-orm/sql']

/** @param {string} file a path relative to the project */
function isRuntimeModule(file) {
  if (file.startsWith('node_modules/')) return true
  if (/^server\/[^/]+\.mjs$/.test(file)) return true
  return /^src\/lib\/[^/]+\.mjs$/.test(file) || /^src\/messages\/[^/]+\/[^/]+\.json$/.test(file)
}

/**
 * Turbopack names each external package by an alias with a hash
 * (.next/node_modules/pg-587764f78a6c7a9c → ../../node_modules/pg) that its
 * standalone output leaves out, with the package's own files
 * (vercel/next.js#87686): the aliases are made again, and the packages they
 * name are traced whole. drizzle-kit, which Payload loads only to write new
 * migrations, is left out.
 */
async function copyExternalAliases() {
  const from = path.join(root, '.next', 'node_modules')
  if (!fs.existsSync(from)) return { aliases: 0, files: [] }
  const aliases = []
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const source = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(source)
      else if (entry.isSymbolicLink()) aliases.push(source)
    }
  }
  visit(from)
  const modules = []
  let made = 0
  for (const source of aliases) {
    const target = fs.readlinkSync(source)
    const packageDir = path.resolve(path.dirname(source), target)
    if (path.basename(packageDir) === 'drizzle-kit' || !fs.existsSync(path.join(packageDir, 'package.json'))) continue
    const link = path.join(standalone, path.relative(root, source))
    fs.mkdirSync(path.dirname(link), { recursive: true })
    fs.rmSync(link, { force: true })
    fs.symlinkSync(target, link, 'dir')
    made += 1
    modules.push(...packageModules(packageDir))
  }
  return { aliases: made, files: modules }
}

/** The JavaScript files of a package (not its nested node_modules), to trace from. */
function packageModules(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath ?? entry.path, entry.name)
    if (!entry.isFile() || !/\.(c|m)?js$/.test(entry.name) || path.relative(dir, file).includes('node_modules')) return []
    return [file]
  })
}

/**
 * The hash sources of the inline scripts in the pages the build prerendered
 * (the 404 shell, the error page): no request reached them, so they carry no
 * nonce; the site's server allows these by their provenance, the build
 * (server/security-headers.mjs).
 */
function prerenderedScriptHashes() {
  const app = path.join(root, '.next', 'server', 'app')
  const hashes = new Set()
  for (const entry of fs.readdirSync(app, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue
    const html = fs.readFileSync(path.join(entry.parentPath ?? entry.path, entry.name), 'utf8')
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (!/\ssrc\s*=/i.test(attributes) && body) hashes.add(sha256Source(body))
    }
  }
  return [...hashes].sort()
}

export async function completeStandalone() {
  if (!fs.existsSync(path.join(standalone, '.next', 'required-server-files.json')))
    throw new Error('.next/standalone is missing: next.config.ts must build with output: standalone')
  // The cache handler is named by the configuration the build recorded, relative to .next.
  const { config } = JSON.parse(fs.readFileSync(path.join(root, '.next', 'required-server-files.json'), 'utf8'))
  const external = await copyExternalAliases()
  const lazy = LAZY_IMPORTS.map((specifier) => fileURLToPath(import.meta.resolve(specifier)))
  const entries = [path.join(root, 'server', 'index.mjs'), ...(config.cacheHandler ? [path.resolve(root, '.next', config.cacheHandler)] : []), ...external.files, ...lazy]
  const { fileList } = await nodeFileTrace(entries, { base: root })
  let copied = 0
  // The tracer also sees `next({ dir })` as a use of the whole project folder: only modules are taken.
  for (const file of [...fileList].filter(isRuntimeModule)) {
    const target = path.join(standalone, file)
    if (fs.existsSync(target)) continue
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.cpSync(path.join(root, file), target, { dereference: true })
    copied += 1
  }
  if (fs.existsSync(path.join(root, 'public'))) fs.cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true })
  fs.cpSync(path.join(root, '.next', 'static'), path.join(standalone, '.next', 'static'), { recursive: true })
  const prerendered = JSON.stringify(prerenderedScriptHashes())
  for (const dir of [path.join(root, '.next'), path.join(standalone, '.next')]) fs.writeFileSync(path.join(dir, PRERENDERED_SCRIPTS_FILE), prerendered)
  // Next's own entry point would start without the site's server, which runs on the
  // configuration the build recorded (server/index.mjs): next.config.ts is not needed.
  fs.rmSync(path.join(standalone, 'server.js'), { force: true })
  fs.rmSync(path.join(standalone, 'next.config.ts'), { force: true })
  console.log(`› .next/standalone: the site's server and ${copied} files it needs added, ${external.aliases} package aliases; run it with node server/index.mjs`)
}

if (import.meta.url === `file://${process.argv[1]}`) await completeStandalone()
