import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    localPatterns: [{ pathname: '/cms-api/media/file/**' }],
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
