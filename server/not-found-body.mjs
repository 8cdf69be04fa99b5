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
  const message =
    `<main id="main" class="container not-found"><h1>页面不存在</h1>` +
    `<p><span class="not-found__path">Page not found: ${escapeHtml(pathname)}</span></p>` +
    `<p><a href="/">返回首页</a> · <a href="/product">浏览产品</a> · <a href="/search">搜索</a></p></main>`
  return Buffer.from(html.replace(EMPTY_SHELL_BODY, `<body>${message}<div hidden=""><!--$--><!--/$--></div>`), 'utf8')
}
