// Holds back an answer until it is complete, when what goes before the body is computed from all of
// it: an HTML document's script policy (the nonce of the render that wrote it) and, for an answer the
// same for everyone, its cached copy. Every other answer streams through untouched.

/**
 * @param {import('node:http').ServerResponse} res
 * @param {(res: import('node:http').ServerResponse) => boolean} holds decides, once the head is known, whether to hold the answer
 * @param {(body: Buffer) => Buffer} beforeSend called with the whole body; may set headers, and returns the body to send
 */
export function holdWholeAnswer(res, holds, beforeSend) {
  const { write, end, writeHead, flushHeaders } = res
  /** @type {Buffer[] | null} */
  let chunks = null
  let decided = false
  const decide = () => {
    if (decided) return
    decided = true
    if (!res.headersSent && holds(res)) chunks = []
  }
  /** @param {unknown} chunk @param {unknown} encoding */
  const keep = (chunk, encoding) => {
    if (chunk == null || typeof chunk === 'function') return
    chunks?.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(/** @type {string} */ (chunk), typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'))
  }
  res.writeHead = /** @type {typeof res.writeHead} */ (
    function (statusCode, reason, headers) {
      if (typeof reason !== 'string') [headers, reason] = [reason, undefined]
      res.statusCode = statusCode
      if (reason) res.statusMessage = reason
      if (Array.isArray(headers)) for (let index = 0; index < headers.length; index += 2) res.setHeader(String(headers[index]), headers[index + 1])
      else for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value)
      decide()
      return chunks ? res : writeHead.call(res, res.statusCode)
    }
  )
  res.flushHeaders = () => {
    decide()
    if (!chunks) flushHeaders.call(res)
  }
  res.write = /** @type {typeof res.write} */ (
    function (chunk, encoding, callback) {
      decide()
      if (!chunks) return write.call(res, chunk, /** @type {BufferEncoding} */ (encoding), callback)
      keep(chunk, encoding)
      const done = typeof encoding === 'function' ? encoding : callback
      if (typeof done === 'function') process.nextTick(done)
      return true
    }
  )
  res.end = /** @type {typeof res.end} */ (
    function (chunk, encoding, callback) {
      decide()
      if (!chunks) return end.call(res, chunk, /** @type {BufferEncoding} */ (encoding), callback)
      keep(chunk, encoding)
      const body = beforeSend(Buffer.concat(chunks))
      chunks = null
      // An empty body is a HEAD answer, which keeps its length unsaid.
      if (!res.headersSent && body.length > 0) res.setHeader('content-length', body.length)
      return end.call(
        res,
        body,
        [chunk, encoding, callback].find((item) => typeof item === 'function'),
      )
    }
  )
}
