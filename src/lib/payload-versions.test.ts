import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/** The S3 storage packages lag one patch behind Payload (no 3.90.2 was published; docs/decisions/0014). */
const S3_PACKAGES: Record<string, string> = { '@payloadcms/storage-s3': '3.90.1', '@payloadcms/plugin-cloud-storage': '3.90.1' }

/** So do the live-preview packages (the admin's 实时预览 page refresh; no 3.90.2 either). */
const PINNED: Record<string, string> = { ...S3_PACKAGES, '@payloadcms/live-preview-react': '3.90.1', '@payloadcms/live-preview': '3.90.1' }

function installedVersion(folder: string): string {
  return (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string }).version
}

describe('installed Payload packages (instead of Payload’s start-up check, turned off in src/payload.config.ts)', () => {
  it('share payload’s version, except the S3 storage and live-preview packages at their pinned version', () => {
    const modules = path.resolve('node_modules')
    const payloadVersion = installedVersion(path.join(modules, 'payload'))
    const scoped = fs.readdirSync(path.join(modules, '@payloadcms')).map((name) => `@payloadcms/${name}`)
    for (const name of scoped) {
      expect({ name, version: installedVersion(path.join(modules, name)) }).toEqual({ name, version: PINNED[name] ?? payloadVersion })
    }
  })

  it('give the S3 packages the one copy of payload and @payloadcms/ui (package.json overrides)', () => {
    for (const name of Object.keys(S3_PACKAGES)) {
      const nested = path.resolve('node_modules', name, 'node_modules')
      for (const dependency of ['payload', '@payloadcms/ui']) expect(fs.existsSync(path.join(nested, dependency)), `${name} has its own ${dependency}`).toBe(false)
    }
  })
})
