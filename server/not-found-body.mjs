// The not-found message in the HTML of a 404 that Next left empty (fillEmptyErrorShell), in the words
// of the site's messages (src/messages/{zh,en}/layout.json) and the asked path's language.
import { fillEmptyErrorShell } from '../src/lib/framework-ties.mjs'
import en from '../src/messages/en/layout.json' with { type: 'json' }
import zh from '../src/messages/zh/layout.json' with { type: 'json' }

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** @param {Buffer} body the whole HTML answer of a 404 @param {string} pathname the path the visitor asked for */
export function withMissingPath(body, pathname) {
  const english = /^\/en(?:\/|$)/.test(pathname)
  const [words, home] = english ? [en, '/en'] : [zh, '']
  // The message's first two sentences: the rest points at parts of the page the shell does not have.
  const text = /^.*?[.。].*?[.。]/s.exec(words.notFoundText)?.[0].replace('<path></path>', `<span class="not-found__path">${escapeHtml(pathname)}</span>`)
  const links = `<a href="${home || '/'}">${words.notFoundHome}</a> · <a href="${home}/product">${words.notFoundProducts}</a> · <a href="${home}/search">${words.notFoundSearchLabel}</a>`
  const message = `<main id="main" class="container not-found"${english ? ' lang="en"' : ''}><h1>${words.notFoundHeading}</h1><p>${text}</p><p>${links}</p></main>`
  const filled = fillEmptyErrorShell(body.toString('utf8'), message)
  return filled === null ? body : Buffer.from(filled, 'utf8')
}
