/** The part of s3rver (a local S3-compatible server, no types of its own) that build/tools/s3-local.ts uses. */
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    /** Host names `<bucket>.s3-website.<serviceEndpoint>` reach a bucket's website. */
    serviceEndpoint?: string;
    configureBuckets?: { name: string; configs?: string[] }[];
    resetOnClose?: boolean;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
