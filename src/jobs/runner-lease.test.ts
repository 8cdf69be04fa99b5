import { Redis } from 'ioredis'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

// Two module instances stand for two app instances, each with its own Redis
// connection and id, on the real Redis of TEST_REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379'
type Lease = typeof import('./runner-lease')

async function instance(): Promise<{ lease: Lease; close: () => Promise<void> }> {
  vi.resetModules()
  const lease = await import('./runner-lease')
  const { redis } = await import('@/lib/redis')
  return { lease, close: async () => void (await redis()?.quit()) }
}

let first: Awaited<ReturnType<typeof instance>>
let second: Awaited<ReturnType<typeof instance>>

beforeAll(async () => {
  process.env.REDIS_URL = redisUrl
  process.env.REDIS_PREFIX = `runner-lease-test-${process.pid}-${Date.now().toString(36)}:`
  first = await instance()
  second = await instance()
})

afterAll(async () => {
  await first.close()
  await second.close()
  delete process.env.REDIS_URL
  delete process.env.REDIS_PREFIX
})

it('one instance runs the jobs at a time; the other takes over once the holder stops renewing', async () => {
  expect(await first.lease.holdsRunnerLease()).toBe(true)
  expect(await second.lease.holdsRunnerLease()).toBe(false)
  // The holder renews on each tick and keeps it.
  expect(await first.lease.holdsRunnerLease()).toBe(true)
  expect(await second.lease.holdsRunnerLease()).toBe(false)
  // The holder is gone (its lease key expires, as it would 5 s after its last tick).
  const admin = new Redis(redisUrl)
  await admin.del(`${process.env.REDIS_PREFIX}jobs-runner`)
  await admin.quit()
  expect(await second.lease.holdsRunnerLease()).toBe(true)
  expect(await first.lease.holdsRunnerLease()).toBe(false)
})

it('a single instance without Redis always runs them', async () => {
  delete process.env.REDIS_URL
  const alone = await instance()
  expect(await alone.lease.holdsRunnerLease()).toBe(true)
  process.env.REDIS_URL = redisUrl
})
