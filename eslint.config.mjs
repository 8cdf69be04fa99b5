import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'src/app/(payload)/admin/importMap.js',
      'src/payload-types.ts',
      'src/migrations/**',
      'data/**',
      'media/**',
    ],
  },
]

export default config
