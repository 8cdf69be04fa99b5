// R7–R10: what one hostile client can cost everyone else. While the worst
// requests arrive, a probe reads the home page and the config call every
// 100 ms as a visitor would; its latencies are the figures.
//
//   R7  hostile reads: 20 connections of deep depth, huge limit, where on
//       unindexed and localized fields, sort on text, drafts, every locale,
//       ids past 2^31, as visitors and members, for 30 s
//   R8  slow clients: 50 connections trickling a header byte every 5 s, then
//       20 sending a 1 MB body at 1 KB/s; the server's timeouts close them
//   R9  import bombs (staff): a sheet that inflates to 300 MB, a zip holding
//       one 1 GB image, a zip of 40 images of 25 MB: each refused, the
//       server's memory within 100 MB of where it was; then the largest
//       import the limits allow, checked, with the probe as fast
//   R10 SIGTERM during R7's load: the process ends within 10 s; started
//       without SITE_URL, its first line says so
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import zlib from 'node:zlib'

import ExcelJS from 'exceljs'
import yauzl from 'yauzl'

import { call, captchaHash, CAPTCHA_ANSWER, clientAddress, request, sleep, tally } from './http.mjs'

const PURPOSE = 7
let nextAddress = 0
const freshAddress = () => clientAddress(PURPOSE, nextAddress++)

const PROBE_EVERY_MS = 100
const PROBE_P99_MS = 500
const PROBE_MAX_MS = 2000
const CJK = /[\u4e00-\u9fff]/

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN
}

/** A visitor reading `/` and `/api/index/config` in turn every 100 ms until stopped; its latencies and failures. */
function startProbe(origin) {
  const latencies = []
  const failures = []
  let running = true
  const loop = (async () => {
    for (let n = 0; running; n += 1) {
      const started = performance.now()
      const answer =
        n % 2 ? await call(origin, 'config', {}, { method: 'GET', ip: clientAddress(PURPOSE, 60_000), timeoutMs: 10_000 }) : await request(origin, '/', { timeoutMs: 10_000 })
      latencies.push(answer.ms)
      if (answer.status !== 200) failures.push(answer.status === 0 ? answer.error : `HTTP ${answer.status}`)
      await sleep(Math.max(0, PROBE_EVERY_MS - (performance.now() - started)))
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      return { count: latencies.length, p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: Math.max(...latencies), failures }
    },
  }
}

const describeProbe = (probe) =>
  `probe ${probe.count} reads: p50 ${probe.p50.toFixed(0)} ms, p99 ${probe.p99.toFixed(0)} ms, max ${probe.max.toFixed(0)} ms${probe.failures.length ? `, ${tally(probe.failures)}` : ''}`
const probeHeld = (probe) => probe.count > 10 && probe.p99 <= PROBE_P99_MS && probe.max <= PROBE_MAX_MS && probe.failures.length === 0

/** The seeded demo's staff editor (SEED_EDITOR_PASSWORD) and member (SEED_MEMBER_PASSWORD), signed in. */
async function tokens(origin, env) {
  const staff = await request(origin, '/cms-api/users/login', { method: 'POST', json: { email: 'editor@example.com', password: env.SEED_EDITOR_PASSWORD }, ip: freshAddress() })
  const member = await call(
    origin,
    'login',
    { username: 'demo_member', password: env.SEED_MEMBER_PASSWORD, captcha: CAPTCHA_ANSWER, hash: await captchaHash(origin, freshAddress()) },
    { ip: freshAddress() },
  )
  if (!staff.body?.token || !member.body?.data?.token) throw new Error(`could not sign in: staff ${staff.status}, member ${member.text.slice(0, 120)}`)
  return { staff: staff.body.token, member: member.body.data.token }
}

/** The worst reads the second audit found, for visitors and members. */
const HOSTILE_READS = [
  '/cms-api/products?limit=100000&depth=100',
  '/cms-api/products?limit=5&depth=6',
  '/cms-api/products?limit=0&depth=10&locale=*&draft=true',
  '/cms-api/news?where[content][like]=%E7%94%B5%E6%BA%90&locale=*&limit=1000',
  '/cms-api/news?sort=content&limit=100000&depth=5',
  '/cms-api/products?where[name][like]=a&where[summary][contains]=b&sort=-summary&limit=0',
  '/cms-api/products/2147483648?depth=10',
  '/cms-api/products?where[id][equals]=2147483648',
  '/cms-api/downloads?depth=10&limit=0',
  '/cms-api/globals/company-info?depth=10&locale=*',
  '/cms-api/media?limit=0',
  '/cms-api/media/file/..%252ffiles%252fx.pdf',
  '/api/index/product?page=99999999&size=999999',
  '/api/index/news?page=-1&size=100000&keyword=' + encodeURIComponent('电源'.repeat(40)),
  '/api/index/search?keyword=' + encodeURIComponent('%_'.repeat(30)),
  '/api/index/product_detail?id=2147483648',
]

/** `connections` clients sending HOSTILE_READS back to back for `ms`: what they were answered. */
async function hostileLoad(origin, { connections, ms, token }) {
  const statuses = []
  const until = performance.now() + ms
  await Promise.all(
    Array.from({ length: connections }, async (_, worker) => {
      for (let n = worker; performance.now() < until; n += 1) {
        const path = HOSTILE_READS[n % HOSTILE_READS.length]
        const answer = await request(origin, path, { token: token && n % 2 ? token : undefined, ip: clientAddress(PURPOSE, 1000 + worker), timeoutMs: 15_000 })
        statuses.push(answer.status === 0 ? answer.error : String(answer.status))
      }
    }),
  )
  return statuses
}

export async function hostileReadsCheck({ site, env, log }) {
  const origin = site.origin()
  const { member, staff } = await tokens(origin, env)
  const probe = startProbe(origin)
  const statuses = await hostileLoad(origin, { connections: 20, ms: 30_000, token: member })
  const held = await probe.stop()
  const served = statuses.filter((status) => status === '200').length
  const errors = statuses.filter((status) => !/^[1-4]\d\d$/.test(status))
  log(
    `hostile reads: 20 connections, ${statuses.length} requests in 30 s (${tally(statuses)}); ${describeProbe(held)}`,
    probeHeld(held) && errors.length === 0 && served < statuses.length,
  )
  // Staff may read collections: the same requests are bounded by the caps, not refused.
  const capped = await request(origin, '/cms-api/products?limit=100000&depth=100', { token: staff, timeoutMs: 15_000 })
  const docs = capped.body?.docs?.length ?? 0
  log(
    `a staff member's ?limit=100000&depth=100: HTTP ${capped.status}, ${docs} products (limit ${capped.body?.limit}), ${(capped.text.length / 1e6).toFixed(1)} MB in ${capped.ms.toFixed(0)} ms`,
    capped.status === 200 && docs <= 100 && capped.body?.limit === 100,
  )
}

/** A raw connection; resolves with how long it stayed open once the server (or the timeout) closes it. */
function rawConnection(origin, onOpen) {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve) => {
    const opened = performance.now()
    const socket = net.connect({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port: Number(port) })
    let answer = ''
    const timers = []
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('error', () => {})
    socket.on('close', () => {
      for (const timer of timers) clearInterval(timer)
      resolve({ ms: performance.now() - opened, status: /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 'closed' })
    })
    socket.on('connect', () => onOpen(socket, timers))
  })
}

export async function slowClientsCheck({ site, log }) {
  const origin = site.origin()
  const probe = startProbe(origin)
  // 50 request heads, a byte every 5 s; the client gives up after 60 s.
  const heads = await Promise.all(
    Array.from({ length: 50 }, (_, n) =>
      rawConnection(origin, (socket, timers) => {
        socket.write(`GET /?slow=${n} HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: ${freshAddress()}\r\nX-Slow: `)
        timers.push(setInterval(() => socket.write('x'), 5000))
        timers.push(setTimeout(() => socket.destroy(), 60_000))
      }),
    ),
  )
  // 20 bodies of 1 MB at 1 KB/s: half declare their length, half are chunked.
  const bodies = await Promise.all(
    Array.from({ length: 20 }, (_, n) =>
      rawConnection(origin, (socket, timers) => {
        const chunked = n % 2 === 1
        socket.write(
          `POST /api/index/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nX-Forwarded-For: ${freshAddress()}\r\n` +
            (chunked ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${1024 * 1024}\r\n\r\n`),
        )
        const kilobyte = Buffer.alloc(1024, 'a')
        timers.push(setInterval(() => socket.write(chunked ? Buffer.concat([Buffer.from('400\r\n'), kilobyte, Buffer.from('\r\n')]) : kilobyte), 1000))
        timers.push(setTimeout(() => socket.destroy(), 60_000))
      }),
    ),
  )
  const held = await probe.stop()
  const byServer = (connections) => connections.filter((connection) => connection.ms < 59_000).length
  const longest = (connections) => Math.max(...connections.map((connection) => connection.ms)) / 1000
  log(
    `slow clients: 50 trickled heads closed by the server ${byServer(heads)}/50 (longest ${longest(heads).toFixed(0)} s); 20 slow 1 MB bodies closed ${byServer(bodies)}/20 ` +
      `(longest ${longest(bodies).toFixed(0)} s; ${tally(bodies.map((body) => body.status))}); ${describeProbe(held)}`,
    probeHeld(held) && byServer(heads) === 50 && byServer(bodies) === 20,
  )
}

/** A zip written entry by entry with Node's zlib (a bomb of a gigabyte is deflated as a stream, never held). */
async function writeZip(file, entries, level = 9) {
  const out = fs.createWriteStream(file)
  const write = (buffer) => new Promise((resolve, reject) => out.write(buffer, (error) => (error ? reject(error) : resolve())))
  const central = []
  let offset = 0
  for (const { name, chunks } of entries) {
    const nameBytes = Buffer.from(name, 'utf8')
    // Sizes and CRC follow the data in a descriptor (flag bit 3), as streaming zip writers do.
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(0x0808, 6)
    header.writeUInt16LE(8, 8)
    header.writeUInt16LE(nameBytes.length, 26)
    await write(Buffer.concat([header, nameBytes]))
    const start = offset
    offset += 30 + nameBytes.length
    let crc = 0
    let size = 0
    let compressed = 0
    const deflate = zlib.createDeflateRaw({ level })
    const done = new Promise((resolve, reject) => {
      deflate.on('data', (chunk) => {
        compressed += chunk.length
        out.write(chunk)
      })
      deflate.on('end', resolve)
      deflate.on('error', reject)
    })
    for await (const chunk of chunks()) {
      crc = zlib.crc32(chunk, crc)
      size += chunk.length
      if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve))
    }
    deflate.end()
    await done
    offset += compressed
    const descriptor = Buffer.alloc(16)
    descriptor.writeUInt32LE(0x08074b50, 0)
    descriptor.writeUInt32LE(crc >>> 0, 4)
    descriptor.writeUInt32LE(compressed, 8)
    descriptor.writeUInt32LE(size >>> 0, 12)
    await write(descriptor)
    offset += 16
    const record = Buffer.alloc(46)
    record.writeUInt32LE(0x02014b50, 0)
    record.writeUInt16LE(20, 4)
    record.writeUInt16LE(20, 6)
    record.writeUInt16LE(0x0808, 8)
    record.writeUInt16LE(8, 10)
    record.writeUInt32LE(crc >>> 0, 16)
    record.writeUInt32LE(compressed, 20)
    record.writeUInt32LE(size >>> 0, 24)
    record.writeUInt16LE(nameBytes.length, 28)
    record.writeUInt32LE(start, 42)
    central.push(Buffer.concat([record, nameBytes]))
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(central.length, 8)
  end.writeUInt16LE(central.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  await write(Buffer.concat([directory, end]))
  await new Promise((resolve) => out.end(resolve))
  return fs.statSync(file).size
}

/** `total` random bytes as 1 MB chunks: nothing to compress, as photographs. */
async function* noise(total) {
  for (let left = total; left > 0; left -= 1024 * 1024) yield randomBytes(Math.min(left, 1024 * 1024))
}

/** `total` bytes of `byte` as 1 MB chunks. */
async function* filled(total, byte = 0) {
  const chunk = Buffer.alloc(1024 * 1024, byte)
  for (let left = total; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left)
}

/** The entries of a zip, read whole (the import template: a few small files). */
async function zipEntries(data) {
  const zip = await yauzl.fromBufferPromise(data, { lazyEntries: true })
  const entries = []
  await new Promise((resolve, reject) => {
    zip.on('entry', async (entry) => {
      const chunks = []
      for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk)
      entries.push({ name: entry.fileName, data: Buffer.concat(chunks) })
      zip.readEntry()
    })
    zip.on('end', resolve)
    zip.on('error', reject)
    zip.readEntry()
  })
  return entries
}

/** The server process's resident memory now, in MB (/proc). */
const residentMegabytes = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

/** POST /cms-api/products/import?dryRun=1 as staff, with the files streamed from disk. */
async function importUpload(origin, token, files) {
  const form = new FormData()
  for (const [field, { file, name }] of Object.entries(files)) form.append(field, await fs.openAsBlob(file), name)
  return request(origin, '/cms-api/products/import?dryRun=1', {
    method: 'POST',
    body: form,
    token: undefined,
    headers: { authorization: `JWT ${token}` },
    ip: freshAddress(),
    timeoutMs: 120_000,
  })
}

export async function importBombsCheck({ site, env, log }) {
  const origin = site.origin()
  const { staff } = await tokens(origin, env)
  const dir = fs.mkdtempSync('/tmp/site-bombs-')
  try {
    const template = await fetch(`${origin}/cms-api/products/import-template?sample=1`, { headers: { authorization: `JWT ${staff}` } })
    if (template.status !== 200) throw new Error(`the import template answered ${template.status}`)
    const templateBytes = Buffer.from(await template.arrayBuffer())
    const sampleFile = `${dir}/sample.xlsx`
    fs.writeFileSync(sampleFile, templateBytes)
    // 1. The sample workbook with its product sheet swapped for 300 MB of rows.
    const parts = await zipEntries(templateBytes)
    const sheetName = 'xl/worksheets/sheet1.xml'
    const rowCount = 300_000
    async function* sheetRows() {
      yield Buffer.from('<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>')
      const cell = 'x'.repeat(960)
      let batch = []
      for (let n = 1; n <= rowCount; n += 1) {
        batch.push(`<row r="${n}"><c r="A${n}" t="inlineStr"><is><t>${cell}</t></is></c></row>`)
        if (batch.length === 500) {
          yield Buffer.from(batch.join(''))
          batch = []
        }
      }
      yield Buffer.from(`${batch.join('')}</sheetData></worksheet>`)
    }
    const sheetBomb = `${dir}/sheet-bomb.xlsx`
    const sheetBytes = await writeZip(
      sheetBomb,
      parts.map((part) =>
        part.name === sheetName
          ? { name: part.name, chunks: sheetRows }
          : {
              name: part.name,
              chunks: async function* () {
                yield part.data
              },
            },
      ),
    )
    // 2. One image entry of a gigabyte.
    const imageBomb = `${dir}/image-bomb.zip`
    const imageBytes = await writeZip(imageBomb, [{ name: 'PSD-6080.png', chunks: () => filled(1024 * 1024 * 1024) }])
    // 3. 40 images of 25 MB.
    const manyBomb = `${dir}/many-images.zip`
    const manyBytes = await writeZip(
      manyBomb,
      Array.from({ length: 40 }, (_, n) => ({ name: `PSD-${n}.png`, chunks: () => filled(25 * 1024 * 1024, n) })),
    )
    const bombs = [
      { what: `a ${(sheetBytes / 1024).toFixed(0)} KB sheet of 300 MB`, files: { file: { file: sheetBomb, name: 'bomb.xlsx' } } },
      {
        what: `a ${(imageBytes / 1024).toFixed(0)} KB zip of one 1 GB image`,
        files: { file: { file: sampleFile, name: 'sample.xlsx' }, images: { file: imageBomb, name: 'images.zip' } },
      },
      {
        what: `a ${(manyBytes / 1024 / 1024).toFixed(1)} MB zip of 40 × 25 MB images`,
        files: { file: { file: sampleFile, name: 'sample.xlsx' }, images: { file: manyBomb, name: 'images.zip' } },
      },
    ]
    // And the largest import the limits let through: 5,000 rows of 20 columns, and 38 pictures of 5 MB (190 MB).
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('产品')
    sheet.addRow(['分类', '型号', '产品名称', '系列/类型', '产品概述', '发布状态', ...Array.from({ length: 14 }, (_, n) => `参数${n + 1}`)])
    for (let n = 0; n < 5000; n += 1) {
      sheet.addRow([
        '可编程直流电源',
        `R9-${n}`,
        `宽范围可编程直流电源 ${n}`,
        'R9 系列',
        '输出 0–80 V / 0–60 A，纹波低于 10 mV，支持 LAN、USB 与 RS-232 远程控制。'.repeat(3),
        '草稿',
        ...Array.from({ length: 14 }, (_, k) => `${k * n}`),
      ])
    }
    const largestSheet = `${dir}/largest.xlsx`
    await workbook.xlsx.writeFile(largestSheet)
    const largestZip = `${dir}/largest.zip`
    const largestZipBytes = await writeZip(
      largestZip,
      Array.from({ length: 38 }, (_, n) => ({ name: `R9-${n}.jpg`, chunks: () => noise(5 * 1024 * 1024) })),
      1,
    )
    bombs.push({
      what: `the largest allowed import (a ${(fs.statSync(largestSheet).size / 1e6).toFixed(1)} MB sheet of 5,000 rows and a ${(largestZipBytes / 1e6).toFixed(0)} MB zip of 38 pictures)`,
      files: { file: { file: largestSheet, name: 'largest.xlsx' }, images: { file: largestZip, name: 'largest.zip' } },
      allowed: true,
    })
    for (const bomb of bombs) {
      const pid = site.pid()
      const before = residentMegabytes(pid)
      let peak = before
      const sampler = setInterval(() => (peak = Math.max(peak, residentMegabytes(pid))), 25)
      const probe = startProbe(origin)
      const answer = await importUpload(origin, staff, bomb.files)
      // The probe runs on a little after the answer, in case the work went on past it.
      await sleep(1000)
      const held = await probe.stop()
      clearInterval(sampler)
      const message = answer.body?.errors?.[0]?.message ?? (answer.body?.dryRun ? `预检：${answer.body.rows?.length ?? '?'} 行` : answer.text.slice(0, 120))
      const growth = peak - before
      log(
        `import bomb, ${bomb.what}: HTTP ${answer.status} “${message}” in ${answer.ms.toFixed(0)} ms; server memory +${growth.toFixed(0)} MB (from ${before.toFixed(0)} MB); ${describeProbe(held)}`,
        // The largest allowed upload is held in memory while it is checked (the zip's 190 MB): only its probe counts.
        (bomb.allowed ? answer.status === 200 : answer.status >= 400 && answer.status < 500 && CJK.test(message) && growth <= 100) &&
          held.p99 <= PROBE_P99_MS &&
          held.failures.length === 0,
      )
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

export async function stopUnderLoadCheck({ site, log }) {
  const origin = site.origin()
  const load = hostileLoad(origin, { connections: 20, ms: 12_000 })
  await sleep(3000)
  const exit = site.exited()
  const signalled = performance.now()
  site.kill('SIGTERM')
  const stopped = await Promise.race([exit.then(() => performance.now() - signalled), sleep(15_000).then(() => null)])
  if (stopped === null) site.kill('SIGKILL')
  await load
  log(
    `SIGTERM under 20 hostile connections: the process ended in ${stopped === null ? 'more than 15 s (killed)' : `${(stopped / 1000).toFixed(1)} s`}`,
    stopped !== null && stopped <= 10_000,
  )

  // Started without SITE_URL, the server says so before anything else.
  const firstLine = await site.restart({ SITE_URL: '' })
  log(`started without SITE_URL, the first line: ${firstLine.slice(0, 110)}…`, /SITE_URL is not set/.test(firstLine))
  const ready = await request(origin, '/readyz')
  const detail = ready.body?.checks?.find((check) => check.name === 'site-url')?.detail ?? ''
  log(`/readyz then says: ${detail.slice(0, 60)}…`, detail.startsWith('SITE_URL is not set'))
  await site.stop()
  await site.restart()
}
