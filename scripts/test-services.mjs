// The services the tests talk to (PostgreSQL, Redis) and whether a run must have them: the one
// place vitest.config.ts, the Redis unit test and scripts/test.mjs ask. A service is required in CI
// (CI=true) and whenever its address is given (PG_HOST or PG_PORT, TEST_REDIS_URL); then a run
// without it fails, naming it. Elsewhere a service that does not answer is left out, loudly.
// TEST_POSTGRES=off and TEST_REDIS=off leave one out on purpose, even in CI.
import net from 'node:net'

/** Whether something accepts a TCP connection at host:port within a second. */
export function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

const inCi = () => process.env.CI === 'true' || process.env.CI === '1'

export function postgresService() {
  const host = process.env.PG_HOST || '127.0.0.1'
  const port = Number(process.env.PG_PORT || 5432)
  return {
    name: 'PostgreSQL',
    host,
    port,
    where: `${host}:${port}`,
    off: process.env.TEST_POSTGRES === 'off',
    required: inCi() || Boolean(process.env.PG_HOST || process.env.PG_PORT),
  }
}

export function redisService() {
  const url = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
  const address = new URL(url)
  return {
    name: 'Redis',
    url,
    host: address.hostname,
    port: Number(address.port || 6379),
    where: url,
    off: process.env.TEST_REDIS === 'off',
    required: inCi() || Boolean(process.env.TEST_REDIS_URL),
  }
}

/**
 * Whether the tests of `service` run: true when it answers; false, with a warning, when it is
 * neither answering nor required (or switched off); an error naming it when it is required and silent.
 */
export async function serviceInUse(service) {
  if (service.off) {
    console.warn(`${service.name}: switched off (TEST_${service.name === 'Redis' ? 'REDIS' : 'POSTGRES'}=off), its tests do not run`)
    return false
  }
  if (await reachable(service.host, service.port)) return true
  const why = inCi() ? 'CI=true' : 'its address is set'
  if (service.required)
    throw new Error(
      `${service.name} is required (${why}) but does not answer on ${service.where}: start it, or set TEST_${service.name === 'Redis' ? 'REDIS' : 'POSTGRES'}=off to leave its tests out`,
    )
  console.warn(`${service.name} does not answer on ${service.where}: its tests do not run (in CI, or with its address set, this fails the run)`)
  return false
}
