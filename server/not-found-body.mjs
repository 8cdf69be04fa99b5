// Next renders a 404 from a cached screen as an empty error shell and draws
// its not-found page only with JavaScript (vercel/next.js#62228). The spec's
// message must be in the HTML for crawlers, readers without JavaScript and
// slow phones, so the shell gets it here; the client's render replaces it.

const EMPTY_SHELL_BODY = '<body><div hidden=""><!--$--><!--/$--></div>'

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * @param {Buffer} body the whole HTML answer of a 404
 * @param {string} pathname the path the visitor asked for
 * @returns {Buffer}
 */
export function withMissingPath(body, pathname) {
  const html = body.toString('utf8')
  if (!html.includes('id="__next_error__"') || !html.includes(EMPTY_SHELL_BODY)) return body
  const path = `<span class="not-found__path">${escapeHtml(pathname)}</span>`
  // The words of src/messages/{zh,en}/layout.json (notFoundHeading, notFoundText, notFoundHome) in the asked path's language.
  const message = /^\/en(?:\/|$)/.test(pathname)
    ? `<main id="main" class="container not-found" lang="en"><h1>Sorry, we can’t find that page</h1>` +
      `<p>Page not found: ${path}. It may have moved, or the address may be mistyped.</p>` +
      `<p><a href="/en">Back to the home page</a> · <a href="/en/product">View all products</a> · <a href="/en/search">Search the site</a></p></main>`
    : `<main id="main" class="container not-found"><h1>抱歉，找不到这个页面</h1>` +
      `<p>页面不存在：${path}。它可能已被移除，或网址有误。</p>` +
      `<p><a href="/">返回首页</a> · <a href="/product">查看全部产品</a> · <a href="/search">搜索全站</a></p></main>`
  return Buffer.from(html.replace(EMPTY_SHELL_BODY, `<body>${message}<div hidden=""><!--$--><!--/$--></div>`), 'utf8')
}
