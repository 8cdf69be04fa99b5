// HTTP helpers of the resilience suite: every request names its simulated
// client in X-Forwarded-For (the server runs with TRUSTED_PROXIES=loopback),
// so each check spends the rate limits of its own addresses.
import http from 'node:http'

export const CAPTCHA_ANSWER = 'E2E1'

/** A distinct client address per purpose and number: 10.<purpose>.<n / 256>.<n % 256>. */
export function clientAddress(purpose, n = 0) {
  return `10.${purpose % 256}.${(n >> 8) & 255}.${n & 255}`
}

const CJK = /[\u4e00-\u9fff]/

/** A refusal the visitor can read: the envelope, a Chinese message. */
export function isChineseEnvelope(body) {
  return (
    body !== null &&
    typeof body === 'object' &&
    typeof body.code === 'number' &&
    typeof body.msg === 'string' &&
    'data' in body &&
    typeof body.time === 'string' &&
    CJK.test(body.msg)
  )
}

/** A refusal in the caller's language: the envelope with a Chinese message, or an English one (no Chinese) for lang=en. */
export function isEnvelopeIn(body, language) {
  if (language !== 'en') return isChineseEnvelope(body)
  return body !== null && typeof body === 'object' && typeof body.code === 'number' && typeof body.msg === 'string' && body.msg.length > 0 && !CJK.test(body.msg) && 'data' in body
}

/** The parsed JSON of a text, or null (a page, a file or an empty answer). */
export function parseJson(text) {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** A node:http answer read whole: status, raw headers, text and its parsed JSON. */
export function readAnswer(res) {
  return new Promise((resolve) => {
    const chunks = []
    res.on('data', (chunk) => chunks.push(chunk))
    res.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      resolve({ status: res.statusCode, headers: res.headers, text, body: parseJson(text) })
    })
  })
}

/**
 * One request. Never throws: a connection failure or timeout is an answer
 * with status 0 and `error` set. `body` is the parsed JSON or null.
 */
export async function request(origin, path, { method = 'GET', json, body, headers = {}, ip, token, timeoutMs = 30_000 } = {}) {
  const init = { method, headers: { ...headers }, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) }
  if (ip) init.headers['x-forwarded-for'] = ip
  if (token) init.headers.authorization = `Bearer ${token}`
  if (json !== undefined) {
    init.body = JSON.stringify(json)
    init.headers['content-type'] ??= 'application/json'
  } else if (body !== undefined) {
    init.body = body
    if (typeof body?.getReader === 'function') init.duplex = 'half'
  }
  const started = performance.now()
  try {
    const response = await fetch(`${origin}${path}`, init)
    const text = await response.text()
    return { status: response.status, body: parseJson(text), text, headers: response.headers, ms: performance.now() - started }
  } catch (error) {
    return { status: 0, body: null, text: '', headers: new Headers(), ms: performance.now() - started, error: error.cause?.code ?? error.name ?? String(error) }
  }
}

/**
 * A POST whose body of `bytes` is sent chunked, on a connection of its own
 * (a refused upload may leave its connection unusable: a probe of R3 looks at that).
 */
export function chunkedRequest(origin, path, bytes, { headers = {}, ip, token, timeoutMs = 30_000 } = {}) {
  const started = performance.now()
  return new Promise((resolve) => {
    const sent = http.request(`${origin}${path}`, {
      method: 'POST',
      agent: false,
      headers: { ...headers, ...(ip ? { 'x-forwarded-for': ip } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), 'transfer-encoding': 'chunked' },
      timeout: timeoutMs,
    })
    const done = (answer) => {
      sent.destroy()
      resolve({ headers: new Headers(), ms: performance.now() - started, ...answer })
    }
    sent.on('response', async (response) => {
      const answer = await readAnswer(response)
      done({ ...answer, headers: new Headers(Object.entries(answer.headers).map(([key, value]) => [key, String(value)])) })
    })
    sent.on('timeout', () => done({ status: 0, body: null, text: '', error: 'TimeoutError' }))
    sent.on('error', (error) => done({ status: 0, body: null, text: '', error: error.code ?? String(error) }))
    const chunk = Buffer.alloc(64 * 1024, 'x')
    const write = (left) => {
      if (left <= 0 || sent.destroyed) return sent.end()
      if (sent.write(chunk)) write(left - chunk.length)
      else sent.once('drain', () => write(left - chunk.length))
    }
    write(bytes)
  })
}

/** A contract call: POST with a JSON body, or GET with the parameters in the query. */
export function call(origin, name, params = {}, options = {}) {
  const [scope, call] = name.includes('/') ? name.split('/') : ['index', name]
  if ((options.method ?? 'POST') === 'GET') {
    const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()
    return request(origin, `/api/${scope}/${call}${query ? `?${query}` : ''}`, { ...options, method: 'GET' })
  }
  return request(origin, `/api/${scope}/${call}`, { ...options, method: 'POST', json: params })
}

/** A fresh captcha's hash (the server accepts CAPTCHA_ANSWER for any live one). */
export async function captchaHash(origin, ip) {
  const answer = await call(origin, 'captcha', {}, { method: 'GET', ip })
  if (answer.body?.code !== 1) throw new Error(`captcha answered ${answer.status} ${answer.text.slice(0, 200)}`)
  return answer.body.data.hash
}

/** Runs `work` over `items` with at most `limit` at a time; results in order. */
export async function pool(items, limit, work) {
  const results = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++
        results[index] = await work(items[index], index)
      }
    }),
  )
  return results
}

// eslint-disable-next-line no-restricted-syntax -- the resilience scenarios hold outages and loads for set times
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Counts of each value, as "3 × a, 1 × b". */
export function tally(values) {
  const counts = new Map()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([value, count]) => `${count} × ${value}`)
    .join(', ')
}

/** Short description of an answer for the report: "code 0 活动名额已满", "HTTP 429", "ECONNREFUSED". */
export function outcome(answer) {
  if (answer.status === 0) return answer.error
  if (answer.body && typeof answer.body.code === 'number') return `${answer.status === 200 ? '' : `HTTP ${answer.status} `}code ${answer.body.code} ${answer.body.msg}`
  return `HTTP ${answer.status}`
}

/** Form data of the contract's write calls; `n` makes usernames, e-mails and phones unique. */
export const forms = {
  registration(tag, n, hash) {
    const username = `${tag}${String(n).padStart(4, '0')}`.toLowerCase()
    return {
      username,
      password: 'resilience-pass',
      repassword: 'resilience-pass',
      name: `韧性测试${n}`,
      company: '韧性测试有限公司',
      email: `${username}@example.com`,
      mobile: phone(7, n),
      tel: '',
      address: '440000,440300,440305',
      apply: '电源与适配器',
      wechat: `wx_${username}`,
      qq: '',
      captcha: CAPTCHA_ANSWER,
      hash,
    }
  },
  application(kind, marker, n, hash) {
    const common = {
      name: `申请人${n}`,
      company: '韧性测试有限公司',
      email: `apply${n}@example.com`,
      mobile: phone(6, n),
      address: '110000,110100,110101',
      apply: '电源与适配器',
      detail: marker,
      captcha: CAPTCHA_ANSWER,
      hash,
    }
    return kind === 'after' ? { ...common, no: 'PSD-6005C', afterType: '维修' } : { ...common, studyType: '产品培训' }
  },
  join(activity, mobile, n, hash) {
    return {
      id: String(activity),
      name: `报名人${n}`,
      company: '韧性测试有限公司',
      mobile,
      email: `join${n}@example.com`,
      address: '310000,310100,310101',
      apply: '电源与适配器',
      wechat: `wx_join_${n}`,
      captcha: CAPTCHA_ANSWER,
      hash,
    }
  },
}

/** A mainland mobile number, unique per (series, n). */
export function phone(series, n) {
  return `13${series}${String(n).padStart(8, '0')}`
}
