import { withPayload } from '@payloadcms/next/withPayload'
import path from 'node:path'

import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { PAGE_CACHE_BYTES } from './src/lib/page-cache-size.mjs'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` builds only after its own typecheck step has checked every file, tests included
  // (scripts/test.mjs sets SITE_BUILD_TYPECHECKED): the build would check the same program again.
  // `npm run build` alone still checks.
  typescript: { ignoreBuildErrors: process.env.SITE_BUILD_TYPECHECKED === '1' },
  experimental: {
    // Turbopack keeps its work on disk (about 300 MB) so that the next build in this folder is quicker.
    // A CI clone is thrown away after its one build (.ci/run sets SITE_BUILD_CACHE=off).
    turbopackFileSystemCacheForBuild: process.env.SITE_BUILD_CACHE !== 'off',
  },
  // .next/standalone is the Docker image's /app: the app with only the node_modules it uses,
  // completed by scripts/complete-standalone.mjs with the site's server (docs/deployment.md).
  output: 'standalone',
  outputFileTracingRoot: path.resolve('.'),
  // Payload's config reads paths relative to the project, so the tracer keeps the whole project:
  // everything but the cache handler's modules (src/lib/*.mjs) is bundled or never used at run time.
  outputFileTracingExcludes: {
    '*': [
      './src/!(lib)/**',
      './src/*.ts',
      './src/lib/*.ts',
      './tests/**',
      './docs/**',
      './bench/**',
      './deploy/**',
      './scripts/**',
      './*.md',
      './*.{ts,mjs,yaml}',
      './Dockerfile',
      './package-lock.json',
      './tsconfig*',
      './.env*',
    ],
  },
  // server/index.mjs compresses, after it has read the HTML for its script hashes (docs/decisions/0011).
  compress: false,
  // Next hashes every HTML answer, character by character, for an ETag: 13 % of the server's time on a
  // cached 75 KB page under load. Pages are revalidated by their cache tags, not by conditional requests;
  // the contract's public reads send their own ETag (src/contract/dispatch.server.ts).
  generateEtags: false,
  // Loaded by Node at run time rather than bundled: svg-captcha reads its font
  // file next to itself; rate-limiter-flexible imports its store driver lazily;
  // ioredis is kept as Node loads it; prom-client once, for server/index.mjs and the app (src/lib/metrics.mjs).
  serverExternalPackages: ['svg-captcha', 'rate-limiter-flexible', 'ioredis', 'prom-client'],
  images: {
    localPatterns: [{ pathname: '/cms-api/media/file/**' }],
    // Fewer widths than Next's defaults: every srcset is shorter, in the HTML and again in its RSC
    // payload. The seeded and uploaded images are at most 1920 px wide, so 2048 and 3840 added nothing.
    deviceSizes: [640, 828, 1200, 1920],
    imageSizes: [64, 96, 128, 256, 384],
    // Optimised images are kept on disk (their number is bounded by the media, widths and formats).
    maximumDiskCacheSize: 512 * 1024 * 1024,
  },
  // Cached pages and reads live in a bounded in-memory LRU, nothing on disk
  // (docs/decisions/0010); with REDIS_URL they are also shared by every
  // instance through Redis, within REDIS_CACHE_MB (docs/decisions/0013).
  cacheHandler: path.resolve('src/lib/page-cache-handler.mjs'),
  cacheMaxMemorySize: PAGE_CACHE_BYTES,
  async rewrites() {
    return {
      // The cached screens live under src/app/(site)/[view]: a path no file or
      // route claims is that screen of the Chinese site; /en/… already names
      // the English one. List screens with a query and the English form
      // screens were already rewritten by src/proxy.ts.
      afterFiles: [{ source: '/:path((?!(?:api|cms-api|admin|_next|sitemaps|preview|zh|en)(?:/|~|$)).*)', destination: '/zh/:path' }],
    }
  },
}

// Messages of the site's languages (src/i18n/request.ts, src/messages); no middleware (src/i18n/routing.ts).
const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const withAdmin = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

// withPayload asks every browser for its colour scheme (Accept-CH, Critical-CH, Vary) on every path,
// for the admin's first paint. On a public page Critical-CH makes Chromium send the first visit's
// document request twice (the first answer is dropped and the request restarted with the hint),
// and the site has no dark theme to choose: the hint is asked for only under /admin.
const ADMIN_ONLY_HEADERS = new Set(['accept-ch', 'critical-ch', 'vary'])

export default {
  ...withAdmin,
  async headers() {
    const rules = (await withAdmin.headers?.()) ?? []
    return rules.flatMap((rule) => {
      const asksColourScheme = rule.headers.some((header) => header.key.toLowerCase() === 'critical-ch')
      if (rule.source !== '/:path*' || !asksColourScheme) return [rule]
      const everywhere = rule.headers.filter((header) => !ADMIN_ONLY_HEADERS.has(header.key.toLowerCase()))
      const adminOnly = rule.headers.filter((header) => ADMIN_ONLY_HEADERS.has(header.key.toLowerCase()))
      return [...(everywhere.length > 0 ? [{ ...rule, headers: everywhere }] : []), { ...rule, source: '/admin/:path*', headers: adminOnly }]
    })
  },
} satisfies NextConfig
