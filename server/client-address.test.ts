import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER, REQUEST_ID_HEADER, compileTrust, settleClientAddress } from './client-address.mjs'

function request(peer: string, headers: Record<string, string> = {}, encrypted = false) {
  return { socket: { remoteAddress: peer, encrypted }, connection: { remoteAddress: peer }, headers: { ...headers } } as unknown as IncomingMessage
}

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever the client sends', () => {
    const req = request('203.0.113.9', {
      'x-forwarded-for': '9.9.9.1',
      'x-real-ip': '9.9.9.2',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'evil.example',
      [CLIENT_ADDRESS_HEADER]: '9.9.9.3',
      [REQUEST_ID_HEADER]: 'forged-request-id',
    })
    const { https, requestId } = settleClientAddress(req, compileTrust(undefined))
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.9')
    expect(req.headers['x-forwarded-for']).toBe('203.0.113.9')
    expect(req.headers['x-real-ip']).toBeUndefined()
    expect(req.headers['x-forwarded-host']).toBeUndefined()
    expect(req.headers['x-forwarded-proto']).toBeUndefined()
    expect(https).toBe(false)
    expect(requestId).not.toBe('forged-request-id')
    expect(req.headers[REQUEST_ID_HEADER]).toBe(requestId)
  })

  it('takes the entry the trusted proxy appended, not the ones the client wrote before it', () => {
    const req = request('127.0.0.1', {
      'x-forwarded-for': '9.9.9.1, 198.51.100.4',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.example.cn',
      [REQUEST_ID_HEADER]: '4f0c2a9e1b7d44e3a1c2',
    })
    const { https, requestId } = settleClientAddress(req, compileTrust('loopback'))
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.4')
    expect(req.headers['x-forwarded-host']).toBe('www.example.cn')
    expect(req.headers['x-forwarded-proto']).toBe('https')
    expect(https).toBe(true)
    expect(requestId).toBe('4f0c2a9e1b7d44e3a1c2')
  })

  it('makes its own request id when the proxy sends one that is not an id', () => {
    const req = request('127.0.0.1', { [REQUEST_ID_HEADER]: 'x\n{"level":60}' })
    const { requestId } = settleClientAddress(req, compileTrust('loopback'))
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('counts hops: with two proxies the third entry from the right is the client', () => {
    const req = request('10.0.0.2', { 'x-forwarded-for': '9.9.9.1, 198.51.100.4, 10.0.0.1' })
    settleClientAddress(req, compileTrust('2'))
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe('198.51.100.4')
  })

  it('believes no header from a peer outside the trusted list', () => {
    const req = request('203.0.113.9', { 'x-forwarded-for': '9.9.9.1', 'x-forwarded-proto': 'https' })
    settleClientAddress(req, compileTrust('10.0.0.0/8, 127.0.0.1'))
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.9')
    expect(req.headers['x-forwarded-proto']).toBeUndefined()
  })
})
