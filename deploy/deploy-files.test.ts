// Docker is not available where the tests run: these checks keep compose.yaml,
// the Dockerfile and the pages that describe them from drifting apart.
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const root = path.resolve(import.meta.dirname, '..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

type Service = {
  image?: string
  build?: { context: string; target?: string }
  command?: string[]
  environment?: Record<string, string>
  volumes?: string[]
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test: string[] }
}
const compose = parse(read('compose.yaml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> }
const services = compose.services
const dockerfile = read('Dockerfile')
const deployment = read('docs/deployment.md')
const envExample = read('.env.example')
const composeEnvExample = read('deploy/compose.env.example')

/** The backticked UPPER_CASE names a text mentions. */
const variablesIn = (text: string) => new Set([...text.matchAll(/`([A-Z][A-Z0-9]*_[A-Z0-9_]+)(?:=[^`]*)?`/g)].map((match) => match[1]))
/** The ${NAME} a text interpolates. */
const interpolated = (text: string) => new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)(?::?[-?][^}]*)?\}/g)].map((match) => match[1]))
/** The settings a template names (the left side of NAME=value lines). */
const settingsIn = (text: string) => new Set([...text.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]))

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : []
  })
}

describe('compose.yaml', () => {
  it('has every service docs/deployment.md names in its table, and no other', () => {
    const table = deployment.slice(deployment.indexOf('## With Docker'))
    const named = new Set([...table.matchAll(/^\| (`[a-z0-9]+`(?:, `[a-z0-9]+`)*) \|/gm)].flatMap((match) => [...match[1].matchAll(/`([a-z0-9]+)`/g)].map((name) => name[1])))
    expect([...named].sort()).toEqual(Object.keys(services).sort())
  })

  it('runs two instances of the runtime image behind nginx, after one migration', () => {
    for (const name of ['app1', 'app2']) {
      const app = services[name]
      expect(app.build?.target).toBe('runtime')
      expect(app.environment?.TRUSTED_PROXIES).toBe('1')
      expect(app.environment?.MIGRATE_ON_START).toBe('false')
      expect(app.depends_on?.migrate?.condition).toBe('service_completed_successfully')
      expect(app.healthcheck?.test.join(' ')).toContain('/readyz')
      expect(services.nginx.environment?.APP_SERVERS).toContain(`server ${name}:3000`)
    }
    expect(services.migrate.build?.target).toBe('build')
    expect(services.migrate.command).toEqual(['npm', 'run', 'migrate'])
    expect(services.migrate.environment).toEqual(services.app1.environment)
  })

  it('builds stages the Dockerfile has', () => {
    const stages = new Set([...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]))
    for (const service of Object.values(services)) if (service.build?.target) expect(stages).toContain(service.build.target)
  })

  it('points the apps at the services that exist, with the shared settings the instances must agree on', () => {
    const env = services.app1.environment ?? {}
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/site:.*@postgres:5432\/site$/)
    expect(env.REDIS_URL).toBe('redis://redis:6379')
    expect(env.S3_ENDPOINT).toBe('http://minio:9000')
    for (const name of ['PAYLOAD_SECRET', 'SITE_URL', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(env[name], name).toBeTruthy()
  })

  it('gives deploy/nginx.conf every variable its template names, from a file that exists', () => {
    const nginx = services.nginx
    const mounted = nginx.volumes?.find((volume) => volume.endsWith('/etc/nginx/templates/nginx.conf.template:ro'))
    expect(mounted?.split(':')[0]).toBe('./deploy/nginx.conf')
    expect(nginx.environment?.NGINX_ENVSUBST_OUTPUT_DIR).toBe('/etc/nginx')
    for (const name of interpolated(read('deploy/nginx.conf'))) expect(nginx.environment, name).toHaveProperty(name)
  })

  it('takes every value it interpolates from deploy/compose.env.example, or has a default for it', () => {
    const text = read('compose.yaml')
    const template = settingsIn(composeEnvExample)
    for (const match of text.matchAll(/\$\{([A-Z][A-Z0-9_]*)(:?[-?])?[^}]*\}/g)) {
      const [, name, operator] = match
      if (operator?.endsWith('-')) continue
      expect(template, `${name} must be in deploy/compose.env.example`).toContain(name)
    }
  })

  it('declares every named volume it mounts', () => {
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]
        if (!source.startsWith('.') && !source.startsWith('/')) expect(compose.volumes).toHaveProperty(source)
        else expect(fs.existsSync(path.join(root, source)), source).toBe(true)
      }
    }
  })
})

describe('the Dockerfile', () => {
  it('runs the site server from the standalone build as the unprivileged node user', () => {
    const runtime = dockerfile.slice(dockerfile.indexOf('AS runtime'))
    expect(runtime).toContain('COPY --from=build --chown=node:node /app/.next/standalone ./')
    expect(runtime).toMatch(/^USER node$/m)
    expect(runtime).toContain('CMD ["node", "server/index.mjs"]')
    expect(runtime).toContain('/healthz')
    expect(dockerfile).toContain('fonts-noto-cjk')
    // The build the image copies from is the one that completes .next/standalone.
    expect(dockerfile).toContain('RUN npm run build')
    expect(JSON.parse(read('package.json')).scripts.build).toContain('scripts/complete-standalone.mjs')
    expect(read('next.config.ts')).toMatch(/output: 'standalone'/)
  })

  it('leaves local state and secrets out of the build context', () => {
    const ignored = read('.dockerignore').split('\n')
    for (const entry of ['node_modules', '.next', '.env', 'data', 'media', '.git']) expect(ignored).toContain(entry)
  })
})

describe('the documented settings', () => {
  it('are all in .env.example or compose.yaml', () => {
    const known = new Set([...settingsIn(envExample), ...settingsIn(composeEnvExample), ...Object.values(services).flatMap((service) => Object.keys(service.environment ?? {}))])
    for (const name of variablesIn(deployment)) expect(known, `${name}, named in docs/deployment.md`).toContain(name)
  })

  it('include every variable the server reads', () => {
    const internal = new Set([
      'NODE_ENV',
      'NEXT_RUNTIME',
      'NEXT_PHASE',
      'PAYLOAD_DISABLE_DEPENDENCY_CHECKER',
      'HOSTNAME',
      'BENCH_FLOOR',
      'SCRIPT_POLICY_PROBE',
      '__NEXT_PRIVATE_STANDALONE_CONFIG',
    ])
    const documented = settingsIn(envExample)
    const files = [...sourceFiles('src'), ...sourceFiles('server')].filter((file) => !file.startsWith(path.join('src', 'seed')) && !file.startsWith(path.join('src', 'scripts')))
    for (const file of files) {
      for (const match of read(file).matchAll(/process\.env\.([A-Z_][A-Z0-9_]*)|env\.(S3_[A-Z_]+)/g)) {
        const name = match[1] ?? match[2]
        if (!internal.has(name)) expect(documented, `${name}, read in ${file}, must be in .env.example`).toContain(name)
      }
    }
  })
})
