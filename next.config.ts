import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Loaded by Node at run time rather than bundled: svg-captcha reads its font
  // file next to itself; rate-limiter-flexible imports its store driver lazily;
  // ioredis is kept as Node loads it.
  serverExternalPackages: ['svg-captcha', 'rate-limiter-flexible', 'ioredis'],
  images: {
    localPatterns: [{ pathname: '/cms-api/media/file/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
