import net from 'node:net'

import { expect, test } from '@playwright/test'

import { freePort } from '../../scripts/lib.mjs'

import { startOwnServer } from './own-server'

// docs/deployment.md, "Upgrade": nginx in front sends its next request elsewhere only if the stopping
// instance says so (`connection: close`) or has closed the connection it would otherwise reuse.
test('SIGTERM: the request in flight is answered, the next one on its connection is told the connection closes, and the process ends', async () => {
  test.setTimeout(90_000)
  const own = await startOwnServer()
  const exited = new Promise<number | null>((resolve) => own.child.once('exit', resolve))
  try {
    const { hostname, port } = new URL(own.url)
    const socket = net.connect(Number(port), hostname)
    let received = ''
    socket.setEncoding('latin1').on('data', (chunk: string) => (received += chunk))
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
    const body = JSON.stringify({ username: 'nobody', password: 'wrong-password', captcha: '0000', hash: 'none' })
    // The server says "100 Continue" once it has the request's head: the request is then in flight.
    socket.write(`POST /api/index/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nExpect: 100-continue\r\n\r\n`)
    await expect.poll(() => received).toContain('100 Continue')

    own.child.kill('SIGTERM')
    // The listening socket is closed once the server has taken the signal.
    await expect.poll(() => freePort(Number(port))).toBe(true)
    socket.write(`${body}GET /healthz HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`)
    await closed

    const answers = received.split(/(?=HTTP\/1\.1 \d{3} )/).filter((part) => !part.startsWith('HTTP/1.1 100'))
    expect(answers, received).toHaveLength(2)
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200 /)
    expect(answers[0]).toContain('"code":0')
    expect(answers[1]).toMatch(/^HTTP\/1\.1 200 /)
    expect(answers[1]).toMatch(/\r\nconnection: close\r\n/i)
    expect(await exited).toBe(0)
  } finally {
    own.stop()
  }
})
