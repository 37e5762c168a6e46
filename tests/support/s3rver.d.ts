// The part of s3rver (an S3 emulator for tests, no types of its own) that the tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  type Options = {
    address?: string
    port?: number
    directory?: string
    silent?: boolean
    resetOnClose?: boolean
    configureBuckets?: { name: string }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
