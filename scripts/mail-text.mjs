// The readable text of a raw e-mail, for the tests that read the app's mail
// (tests/e2e/mailbox.ts, the resilience suite).

/**
 * Every readable text of a raw message: quoted-printable and base64 parts decoded.
 * @param {string} raw
 * @returns {string}
 */
export function decodedText(raw) {
  const quoted = raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'))
  // Base64 bodies: runs of consecutive base64 lines (a part ends at its boundary line, not always at a blank line).
  const base64 = []
  let run = []
  for (const line of [...raw.split(/\r?\n/), '']) {
    if (/^[A-Za-z0-9+/]{4,}={0,2}$/.test(line.trim())) run.push(line.trim())
    else {
      if (run.join('').length >= 16) base64.push(Buffer.from(run.join(''), 'base64').toString('utf8'))
      run = []
    }
  }
  return [quoted, ...base64].join('\n')
}
