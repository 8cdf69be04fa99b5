// Holds back an answer until it is complete, so that what is computed from
// the whole body can go before it: an HTML document's Content-Security-Policy,
// and for a document or a public contract read (the same bytes for every
// visitor) its gzip copy made once. A contract call's JSON (a few kilobytes,
// whatever the caller) is held too when asked (`json`): sent in one write with
// its length, not streamed in chunks behind an early flush of its headers.
// Every other answer passes through untouched, streaming as before.

/**
 * A whole answer. `text` is set when it was written as one string, as Next
 * writes a cached page: a memory keyed by that string finds the page again
 * without encoding and hashing it on every request (a sixth of the CPU a cached
 * page cost, for a page of 86 KB).
 * @typedef {{ text: string | null, bytes: () => Buffer }} WholeAnswer
 */

/** @param {(Buffer | string)[]} chunks utf8 strings and buffers @returns {WholeAnswer} */
function wholeAnswer(chunks) {
  /** @type {Buffer | undefined} */
  let bytes
  const text = chunks.length === 1 && typeof chunks[0] === 'string' ? chunks[0] : null
  return { text, bytes: () => (bytes ??= Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk)))) }
}

/** @param {import('node:http').ServerResponse} res @param {boolean} json whether any JSON answer is held */
function isWholeAnswer(res, json) {
  const type = String(res.getHeader('content-type') ?? '')
  if (type.startsWith('text/html')) return true
  return type.startsWith('application/json') && (json || /\bpublic\b/.test(String(res.getHeader('cache-control') ?? '')))
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {(whole: WholeAnswer) => Buffer | void} beforeSend called with the whole body; may set headers and return a body to send instead
 * @param {{ json?: boolean }} [options] `json`: hold every JSON answer, not only public ones
 */
export function bufferWholeAnswer(res, beforeSend, { json = false } = {}) {
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const writeHead = res.writeHead.bind(res)
  const flushHeaders = res.flushHeaders.bind(res)
  /** @type {(Buffer | string)[] | null} */
  let chunks = null
  let decided = false

  const decide = () => {
    if (decided) return
    decided = true
    if (isWholeAnswer(res, json) && !res.headersSent) chunks = []
  }
  /** @param {unknown} chunk @param {unknown} encoding */
  const keep = (chunk, encoding) => {
    if (chunk == null || typeof chunk === 'function') return
    const utf8 = typeof encoding !== 'string' || /^utf-?8$/i.test(encoding)
    chunks?.push(Buffer.isBuffer(chunk) || utf8 ? /** @type {Buffer | string} */ (chunk) : Buffer.from(/** @type {string} */ (chunk), /** @type {BufferEncoding} */ (encoding)))
  }

  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (statusCode, reason, headers) {
      if (typeof reason !== 'string') {
        headers = reason
        reason = undefined
      }
      res.statusCode = statusCode
      if (reason) res.statusMessage = reason
      if (Array.isArray(headers)) {
        for (let index = 0; index < headers.length; index += 2) res.setHeader(String(headers[index]), headers[index + 1])
      } else if (headers) {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
      }
      decide()
      if (!chunks) writeHead(res.statusCode)
      return res
    }
  )
  res.flushHeaders = () => {
    decide()
    if (!chunks) flushHeaders()
  }
  res.write = /** @type {typeof res.write} */ (
    function (chunk, encoding, callback) {
      decide()
      if (!chunks) return write(chunk, encoding, callback)
      keep(chunk, encoding)
      const done = typeof encoding === 'function' ? encoding : callback
      if (typeof done === 'function') process.nextTick(done)
      return true
    }
  )
  res.end = /** @type {typeof res.end} */ (
    function (chunk, encoding, callback) {
      decide()
      if (!chunks) return end(chunk, encoding, callback)
      keep(chunk, encoding)
      const whole = wholeAnswer(chunks)
      chunks = null
      const body = beforeSend(whole) ?? whole.bytes()
      // Compression drops it again when it compresses; an empty body is a HEAD answer, which keeps none.
      if (!res.headersSent && body.length > 0) res.setHeader('content-length', body.length)
      const done = [chunk, encoding, callback].find((item) => typeof item === 'function')
      return end(body, done)
    }
  )
}
