// Debian's nginx with deploy/nginx.conf, filled in for loopback: the same file
// operators deploy, its ${…} replaced as envsubst would.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { root } from '../../scripts/lib.mjs'

const NGINX = '/usr/sbin/nginx'

/** Installs Debian's nginx when it is missing (as the e2e run installs Chromium). */
export function ensureNginx() {
  if (fs.existsSync(NGINX)) return
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  const apt = (args) => spawnSync(sudo[0] ?? 'apt-get', sudo.length ? ['apt-get', ...args] : args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  apt(['update'])
  apt(['install', '-y', '--no-install-recommends', 'nginx-light'])
  if (!fs.existsSync(NGINX)) throw new Error('nginx could not be installed from Debian')
}

/** deploy/nginx.conf with its variables replaced; throws when one is left without a value. */
export function renderNginxConf(variables) {
  const template = fs.readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
  return template.replace(/\$\{([A-Z_]+)\}/g, (_, name) => {
    if (!(name in variables)) throw new Error(`deploy/nginx.conf needs ${name}`)
    return variables[name]
  })
}

/**
 * Runs Debian's nginx in the foreground in `dir` with the configuration
 * `conf` (checked first with nginx -t); resolves once `probe` on `port`
 * answers. Used for deploy/nginx.conf here and for the bench's static host.
 */
export async function runNginx({ dir, port, conf, probe = '/' }) {
  fs.mkdirSync(path.join(dir, 'logs'), { recursive: true })
  fs.copyFileSync('/etc/nginx/mime.types', path.join(dir, 'mime.types'))
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf)
  const globals = `daemon off; pid ${path.join(dir, 'nginx.pid')}; error_log ${path.join(dir, 'logs', 'error.log')} warn;${process.getuid?.() === 0 ? ' user root;' : ''}`
  const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', globals], { encoding: 'utf8' })
  if (test.status !== 0) throw new Error(`nginx -t refused ${path.join(dir, 'nginx.conf')}:\n${test.stderr}`)
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', globals], { stdio: 'ignore' })
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}${probe}`)
      return child
    } catch {
      // eslint-disable-next-line no-restricted-syntax -- polls until nginx answers (bounded attempts)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  child.kill()
  throw new Error('nginx did not answer')
}

/** deploy/nginx.conf in front of `upstreams`, in the foreground in `dir`; resolves once it answers on `port`. */
export async function startNginx({ dir, port, upstreams }) {
  fs.mkdirSync(path.join(dir, 'cache'), { recursive: true, mode: 0o777 })
  const conf = renderNginxConf({
    NGINX_LISTEN: `127.0.0.1:${port}`,
    APP_SERVERS: upstreams.map((upstream) => `server ${upstream} max_fails=1 fail_timeout=5s;`).join(' '),
    NGINX_CACHE_DIR: path.join(dir, 'cache'),
  })
  return runNginx({ dir, port, conf, probe: '/healthz' })
}
