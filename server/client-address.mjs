// Which client address the app believes (docs/decisions/0011-own-server.md).
// TRUSTED_PROXIES says which hops may speak for the client in X-Forwarded-For:
//   unset or empty       no proxy: the TCP peer is the client, whatever it sends;
//   a number n           the n nearest hops are proxies (nginx in front: 1);
//   a list               addresses, CIDRs or proxy-addr's names (loopback, linklocal, uniquelocal).
import { randomUUID } from 'node:crypto'

import proxyAddr from 'proxy-addr'

/** The header through which the app's route handlers learn the address this server believed. */
export const CLIENT_ADDRESS_HEADER = 'x-client-address'

/** The request's id, in the app's log lines and in the answer: nginx's $request_id, or made here. */
export const REQUEST_ID_HEADER = 'x-request-id'

const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip', 'forwarded', REQUEST_ID_HEADER]
const REQUEST_ID = /^[\w.:-]{8,64}$/

/** @param {string | undefined} setting @returns {(address: string, hop: number) => boolean} */
export function compileTrust(setting) {
  const value = (setting ?? '').trim()
  if (!value || value === '0' || value === 'false') return () => false
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    return (_address, hop) => hop < hops
  }
  return proxyAddr.compile(value.split(/\s*,\s*/).filter(Boolean))
}

/**
 * Rewrites the request's proxy headers to what can be believed: the client
 * address in CLIENT_ADDRESS_HEADER and as the only X-Forwarded-For entry, and
 * X-Forwarded-Proto/Host and X-Request-Id only when the peer is a trusted
 * proxy (Next fills the first two from the socket and the Host header
 * otherwise; the id is made here). Returns whether the request reached the
 * proxy over HTTPS, and its id.
 * @param {import('node:http').IncomingMessage} req
 * @param {(address: string, hop: number) => boolean} trust
 */
export function settleClientAddress(req, trust) {
  const peer = req.socket.remoteAddress ?? ''
  const peerIsProxy = Boolean(peer) && trust(peer, 0)
  const address = peer ? proxyAddr(req, trust) : 'unknown'
  const proto = peerIsProxy ? firstValue(req.headers['x-forwarded-proto']) : undefined
  const host = peerIsProxy ? firstValue(req.headers['x-forwarded-host']) : undefined
  const proxyRequestId = peerIsProxy ? firstValue(req.headers[REQUEST_ID_HEADER]) : undefined
  const requestId = proxyRequestId && REQUEST_ID.test(proxyRequestId) ? proxyRequestId : randomUUID()
  for (const name of PROXY_HEADERS) delete req.headers[name]
  delete req.headers[CLIENT_ADDRESS_HEADER]
  req.headers[CLIENT_ADDRESS_HEADER] = address
  req.headers['x-forwarded-for'] = address
  if (proto === 'https' || proto === 'http') req.headers['x-forwarded-proto'] = proto
  if (host) req.headers['x-forwarded-host'] = host
  req.headers[REQUEST_ID_HEADER] = requestId
  const https = proto === 'https' || Boolean(/** @type {{ encrypted?: boolean }} */ (req.socket).encrypted)
  return { https, requestId }
}

/** @param {string | string[] | undefined} value */
function firstValue(value) {
  const text = Array.isArray(value) ? value[0] : value
  return text?.split(',')[0]?.trim() || undefined
}
