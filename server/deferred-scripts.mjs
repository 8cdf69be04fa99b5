// Starts the framework's scripts of a cached page after the page has loaded
// (docs/decisions/0021-scripts-after-load.md). A cached page shows everything
// without them: links are links, the header menu opens with a checkbox, the
// member entry is drawn by an inline script from a cookie. Started early, the
// 140 KB of framework chunks share a phone's bandwidth and CPU with the page's
// first paint and its largest image; started once the page has loaded and been
// painted, they hydrate the page once its content is on screen.

// The chunk tags Next writes into a page's <head>: async scripts, and low-priority preloads of the same files.
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"<>]+\.js"\/>/g

/**
 * Inline, at the end of <body>: once the page has loaded (or now, if it has) and the browser has reported
 * its first contentful paint, adds each listed chunk as an async script, in the page's order. Started at
 * `load` itself, the chunks came from the cache or the loopback at once, and compiling and hydrating
 * them held the main thread before the browser drew a frame: on a busy machine the first paint, its
 * largest image with it, came a second after `load`. The timer starts them where no paint is reported:
 * a tab in the background draws nothing, and a browser may not report paints.
 */
export const CHUNK_LOADER =
  "(function(){var started=false;function go(){if(started)return;started=true;var l=document.querySelectorAll('script[data-chunk]');for(var i=0;i<l.length;i++){var s=document.createElement('script');s.src=l[i].getAttribute('data-chunk');s.async=true;document.head.appendChild(s)}}function afterPaint(){setTimeout(go,1000);if(performance.getEntriesByName('first-contentful-paint').length)return go();try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true})}catch(e){go()}}if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint,{once:true})})()"

/**
 * The page with its chunk scripts turned into inert entries of a list
 * (`<script type="application/json" data-chunk>`, which browsers neither fetch
 * nor run) and the loader before `</body>`; a page without chunks or without
 * a body comes back as it was.
 * @param {string} html
 */
export function deferChunkScripts(html) {
  const end = html.lastIndexOf('</body>')
  if (end === -1) return html
  let chunks = 0
  const listed = html.replace(CHUNK_PRELOAD, '').replace(CHUNK_SCRIPT, (_, src) => {
    chunks += 1
    return `<script type="application/json" data-chunk="${src}"></script>`
  })
  if (!chunks) return html
  const close = listed.lastIndexOf('</body>')
  return `${listed.slice(0, close)}<script>${CHUNK_LOADER}</script>${listed.slice(close)}`
}
