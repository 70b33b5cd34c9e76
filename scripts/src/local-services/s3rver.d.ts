// s3rver ships no typings; this declares only the surface the local stack uses.
declare module 's3rver' {
  import type { RequestListener } from 'node:http';
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = {
    port?: number;
    address?: string;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };

  class S3rver {
    constructor(options?: S3rverOptions);
    /** Koa request handler, for `http.createServer()` (documented alias: getMiddleware). */
    callback(): RequestListener;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }

  export default S3rver;
}
