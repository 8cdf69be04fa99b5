import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // svg-captcha reads its font file relative to its own folder at run time.
  serverExternalPackages: ['svg-captcha'],
  images: {
    localPatterns: [{ pathname: '/cms-api/media/file/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
