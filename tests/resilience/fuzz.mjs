// R3: a fuzz corpus over every operation of /api/openapi.json, generated with
// fast-check from the operation's schema (random values of every type for
// each documented field, fields left out, extra fields), plus fixed cases
// per operation: 2 MB bodies (declared and streamed), invalid UTF-8 in JSON,
// form and multipart bodies and in the query, deep nesting, non-object JSON.
// Every answer is counted: no HTTP 5xx, no 10005, no connection lost, every
// refusal a Chinese message in the {code,msg,data,time} envelope.
import fc from 'fast-check'

import net from 'node:net'

import { call, captchaHash, chunkedRequest, clientAddress, forms, isChineseEnvelope, isEnvelopeIn, pool, request } from './http.mjs'

const CASES_PER_OPERATION = Number(process.env.RESILIENCE_FUZZ_CASES || 40)
const SEED = Number(process.env.RESILIENCE_FUZZ_SEED || 20261126)
const PURPOSE = 3
const TWO_MB = 2 * 1024 * 1024

const SQLISH = [
  "' OR '1'='1",
  '1; DROP TABLE members; --',
  "%' UNION SELECT hash, salt FROM members --",
  "\\' OR 1=1 #",
  '1) OR (1=1',
  "admin'--",
  '%',
  '_',
  '%_%',
  '$1',
  '1 AND SLEEP(5)',
]
const HTML = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '</textarea><script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
]
const UNICODE = [
  '\u0000',
  'a\u0000b',
  '\uFEFF',
  '\u202Eevil',
  '\uD800',
  'x\uDFFFy',
  'Ａｄｍｉｎ',
  '𠮷野家',
  '👨‍👩‍👧‍👦',
  'e\u0301',
  '\u200B',
  '\r\n',
  '\t',
  'İ',
  'ß',
  '\uFFFF',
  '\u0085',
  '\u2028',
  'DEMO_MEMBER',
  ' demo_member ',
]

const nestedArray = (depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth))

function arbitraries() {
  const text = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom(...SQLISH, ...HTML, ...UNICODE),
    fc.constantFrom('x'.repeat(5000), '测'.repeat(100_000)),
  )
  const number = fc.oneof(fc.integer(), fc.double({ noNaN: true }), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53 + 1, 1e308, -0, '99999999999999999999', '1e3', '0x10', ' 7 '))
  const wrong = fc.oneof(fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 4 }), fc.object({ maxDepth: 2 }), fc.integer({ min: 50, max: 3000 }).map(nestedArray))
  return { text, number, any: fc.oneof({ weight: 3, arbitrary: text }, { weight: 2, arbitrary: number }, { weight: 2, arbitrary: wrong }) }
}

/** The documented fields of an operation: name → JSON schema. */
function fieldsOf(operation) {
  const schema = operation.requestBody?.content?.['application/json']?.schema
  if (schema) return schema.properties ?? {}
  return Object.fromEntries((operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => [parameter.name, parameter.schema ?? {}]))
}

/** A value the schema asks for, when it says (enums, numbers, strings), else anything. */
function fieldValue(schema, values) {
  const options = schema.enum ?? schema.anyOf?.flatMap((option) => option.enum ?? []) ?? []
  if (options.length) return fc.oneof(fc.constantFrom(...options), values.any)
  if (schema.type === 'integer' || schema.type === 'number') return fc.oneof(fc.integer({ min: 1, max: 50 }), values.any)
  return values.any
}

function caseArbitrary(fields, values) {
  const known = fc.record(Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, fieldValue(schema, values)])), { requiredKeys: [] })
  const extra = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'status', 'member', 'role', 'joined')),
    values.any,
    { maxKeys: 3 },
  )
  const encoding = fc.constantFrom('json', 'json', 'json', 'form', 'multipart')
  return fc.record({ fields: known, extra, encoding, withToken: fc.boolean() })
}

/** Form fields as strings: lists repeat the key with [], anything else is JSON. */
function formEntries(params) {
  const entries = []
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) entries.push([`${key}[]`, typeof item === 'string' ? item : JSON.stringify(item)])
    else entries.push([key, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')])
  }
  return entries
}

/** Query values stay short enough for a URL (Node refuses request heads over 16 KB before the app sees them; a probe covers that). */
const MAX_QUERY_VALUE = 300

/** The language a case asks for: its `lang` (query, JSON, form or multipart) as the contract reads it (src/contract/language.ts). */
function askedLanguage(job) {
  const values = []
  if (job.query) values.push(new URLSearchParams(job.query).get('lang'))
  if (typeof job.body === 'string') {
    try {
      values.push(JSON.parse(job.body)?.lang)
    } catch {
      values.push(new URLSearchParams(job.body).get('lang'))
    }
  }
  if (job.body instanceof FormData) values.push(job.body.get('lang'))
  return values.some((value) => typeof value === 'string' && /^en(?:[-_][a-z0-9]+)*$/i.test(value.trim())) ? 'en' : 'zh'
}

function encode(method, params, encoding) {
  if (method === 'GET') return { query: new URLSearchParams(formEntries(params).map(([key, value]) => [key, value.slice(0, MAX_QUERY_VALUE)])).toString() }
  if (encoding === 'form') return { body: new URLSearchParams(formEntries(params)).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }
  if (encoding === 'multipart') {
    const form = new FormData()
    for (const [key, value] of formEntries(params)) form.append(key, value)
    return { body: form }
  }
  return { body: JSON.stringify(params), headers: { 'content-type': 'application/json' } }
}

const invalidUtf8 = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0x22, 0x7d])

/** The fixed cases of one operation: what a schema-driven generator would not think of. */
function fixedCases(method, fields) {
  const first = Object.keys(fields)[0] ?? 'keyword'
  const cases = [
    { label: 'invalid UTF-8 in the query', query: `${first}=%ff%fe&lang=%E0%A4%A` },
    { label: 'deep nesting', query: `${first}=${'['.repeat(2000)}` },
  ]
  if (method === 'GET') return cases
  const big = JSON.stringify({ [first]: 'x'.repeat(TWO_MB) })
  return [
    ...cases,
    { label: '2 MB JSON body', body: big, headers: { 'content-type': 'application/json' } },
    { label: '2 MB streamed body', chunked: TWO_MB, headers: { 'content-type': 'application/json' } },
    { label: '2 MB form field', body: `${first}=${'y'.repeat(TWO_MB)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    { label: 'invalid UTF-8 JSON', body: invalidUtf8, headers: { 'content-type': 'application/json' } },
    {
      label: 'invalid UTF-8 form',
      body: Buffer.concat([Buffer.from(`${first}=`), Buffer.from([0xff, 0xc3, 0x28])]),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    },
    {
      label: 'invalid UTF-8 multipart',
      body: Buffer.concat([
        Buffer.from(`--b\r\ncontent-disposition: form-data; name="${first}"\r\n\r\n`),
        Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80]),
        Buffer.from('\r\n--b--\r\n'),
      ]),
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    },
    { label: 'broken multipart', body: '--b\r\ncontent-disposition: form-data; name="x"\r\n\r\nno end', headers: { 'content-type': 'multipart/form-data; boundary=b' } },
    { label: 'deep JSON (100,000 levels)', body: `{"${first}":${'['.repeat(100_000)}${']'.repeat(100_000)},"z":1}`, headers: { 'content-type': 'application/json' } },
    { label: 'deep JSON object (20,000 levels)', body: `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, headers: { 'content-type': 'application/json' } },
    { label: 'JSON array', body: '[1,2,3]', headers: { 'content-type': 'application/json' } },
    { label: 'JSON null', body: 'null', headers: { 'content-type': 'application/json' } },
    { label: 'JSON prototype keys', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', headers: { 'content-type': 'application/json' } },
    { label: 'truncated JSON', body: '{"a":', headers: { 'content-type': 'application/json' } },
    { label: 'unknown content type', body: 'a=1', headers: { 'content-type': 'text/xml' } },
  ]
}

export async function fuzzCheck({ site, log }) {
  const origin = site.origin()
  const document = (await request(origin, '/api/openapi.json')).body
  if (!document?.paths) throw new Error('no /api/openapi.json')
  const values = arbitraries()
  const run = Date.now().toString(36).slice(-4)
  let token = null
  let relogins = 0
  const signIn = async () => {
    const form = forms.registration(`r3${run}`, relogins++, await captchaHash(origin, clientAddress(PURPOSE, 60_000 + relogins)))
    const answer = await call(origin, 'user_reg', form, { ip: clientAddress(PURPOSE, 61_000 + relogins) })
    if (answer.body?.code !== 1) throw new Error(`the fuzz member could not register: ${answer.text.slice(0, 200)}`)
    token = answer.body.data.token
  }
  await signIn()

  const operations = []
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods)) operations.push({ path, method: method.toUpperCase(), operation })
  // Signing out ends the fuzz member's session: that operation goes last.
  operations.sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')))

  const jobs = []
  for (const [index, { path, method, operation }] of operations.entries()) {
    const fields = fieldsOf(operation)
    const member = Boolean(operation.security?.length)
    for (const sample of fc.sample(caseArbitrary(fields, values), { numRuns: CASES_PER_OPERATION, seed: SEED + index })) {
      jobs.push({ path, method, member: member && sample.withToken, label: `random ${sample.encoding}`, ...encode(method, { ...sample.extra, ...sample.fields }, sample.encoding) })
    }
    for (const fixed of fixedCases(method, fields)) jobs.push({ path, method, member, ...fixed })
  }

  const counts = { requests: 0, codes: new Map(), statuses: new Map(), serverErrors: [], systemErrors: [], unreadable: [], lost: [] }
  const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1)
  await pool(jobs, 4, async (job, n) => {
    const options = { method: job.method, body: job.body, headers: job.headers, ip: clientAddress(PURPOSE, n % 50_000), token: job.member ? token : undefined }
    const send = () => (job.chunked ? chunkedRequest(origin, job.path, job.chunked, options) : request(origin, `${job.path}${job.query ? `?${job.query}` : ''}`, options))
    let answer = await send()
    if (job.member && answer.body?.code === 10004) {
      await signIn()
      answer = await send()
    }
    counts.requests += 1
    count(counts.statuses, answer.status)
    const where = `${job.method} ${job.path} (${job.label})`
    if (answer.status === 0) return counts.lost.push(`${where}: ${answer.error}`)
    if (answer.status >= 500) counts.serverErrors.push(`${where}: HTTP ${answer.status}`)
    if (answer.body && typeof answer.body.code === 'number') {
      count(counts.codes, answer.body.code)
      if (answer.body.code === 10005) counts.systemErrors.push(where)
      if (answer.body.code !== 1 && !isEnvelopeIn(answer.body, askedLanguage(job))) counts.unreadable.push(`${where}: ${answer.text.slice(0, 120)}`)
    } else if (!(answer.status === 200 && !/json/.test(answer.headers.get('content-type') ?? ''))) {
      // A file download answers with the file itself; anything else must be the envelope.
      counts.unreadable.push(`${where}: HTTP ${answer.status} ${answer.text.slice(0, 80)}`)
    }
  })
  const probes = await connectionProbes(origin)
  const home = await request(origin, '/')
  const alive = site.answering() && home.status === 200
  const ok =
    counts.serverErrors.length === 0 && counts.systemErrors.length === 0 && counts.unreadable.length === 0 && counts.lost.length === 0 && alive && probes.every((probe) => probe.ok)
  const list = (map, prefix) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([key, value]) => `${value} × ${prefix}${key}`)
      .join(', ')
  const examples = (label, items) => (items.length ? `; ${label}: ${[...new Set(items)].slice(0, 6).join(' | ')}` : '')
  log(
    `${counts.requests} requests over ${operations.length} operations (seed ${SEED}): codes ${list(counts.codes, 'code ')}; HTTP ${list(counts.statuses, '')}; ` +
      `${counts.serverErrors.length} HTTP 5xx, ${counts.systemErrors.length} × 10005, ${counts.unreadable.length} refusals outside an envelope in the caller's language, ${counts.lost.length} without an answer, server ${alive ? 'still answering' : 'DOWN'}; ` +
      probes.map((probe) => `${probe.label}: ${probe.figures}${probe.ok ? '' : ' (FAIL)'}`).join('; ') +
      examples('5xx', counts.serverErrors) +
      examples('10005', counts.systemErrors) +
      examples('unreadable', counts.unreadable) +
      examples('no answer', counts.lost),
    ok,
  )
}

/**
 * Writes raw requests on one connection, a second apart; returns the status
 * lines that came back within `waitMs` and whether the server closed the connection.
 */
function onOneConnection(origin, parts, waitMs = 5000) {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname)
    let received = ''
    let closed = false
    socket.on('data', (chunk) => (received += chunk.toString('latin1')))
    socket.on('end', () => (closed = true))
    socket.on('close', () => (closed = true))
    socket.on('error', () => undefined)
    parts.forEach((part, index) => setTimeout(() => !closed && socket.write(part), index * 1000))
    setTimeout(
      () => {
        socket.destroy()
        resolve({ statuses: [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1])), closed })
      },
      (parts.length - 1) * 1000 + waitMs,
    )
  })
}

/** What a fuzzer per request cannot see: the connection after a refused upload, and a request head over Node's limit. */
async function connectionProbes(origin) {
  const next = 'GET /api/index/config HTTP/1.1\r\nHost: localhost\r\n\r\n'
  const chunk = 'x'.repeat(64 * 1024)
  let chunked = 'POST /api/index/news HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n'
  for (let sent = 0; sent < TWO_MB; sent += chunk.length) chunked += `${chunk.length.toString(16)}\r\n${chunk}\r\n`
  chunked += '0\r\n\r\n'
  const declared = `POST /api/index/news HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${TWO_MB}\r\n\r\n${'x'.repeat(TWO_MB)}`
  const afterChunked = await onOneConnection(origin, [chunked, next])
  const afterDeclared = await onOneConnection(origin, [declared, next])
  const longUrl = await request(origin, `/api/index/news_detail?id=1&keyword=${'q'.repeat(20_000)}`)
  // Either both are answered, or the server closes the connection after its refusal (the client then opens another).
  const answered = (probe) =>
    `${probe.statuses.length ? probe.statuses.join(' then ') : 'nothing'}${probe.closed ? ', connection closed' : probe.statuses.length < 2 ? ', connection left open without an answer' : ''}`
  const usable = (probe) => probe.statuses.length === 2 || (probe.statuses.length === 1 && probe.closed)
  return [
    { label: '2 MB chunked upload then a request on the same connection', figures: answered(afterChunked), ok: usable(afterChunked) },
    { label: '2 MB declared upload then a request on the same connection', figures: answered(afterDeclared), ok: usable(afterDeclared) },
    {
      label: 'a 20 KB URL',
      figures: `HTTP ${longUrl.status}${isChineseEnvelope(longUrl.body) ? ' in the envelope' : ' outside the envelope'}`,
      ok: longUrl.status < 500 && isChineseEnvelope(longUrl.body),
    },
  ]
}
