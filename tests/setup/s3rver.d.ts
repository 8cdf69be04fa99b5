// The parts of @20minutes/s3rver (a maintained fork of s3rver, which ships no types) the tests use.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net'

  type S3rverOptions = {
    address?: string
    port?: number
    directory?: string
    silent?: boolean
    resetOnClose?: boolean
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[]
  }

  export default class S3rver {
    constructor(options?: S3rverOptions)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
