/**
 * `npm run s3:local [-- --port 4569 --bucket buyitad-local --dir .tmp/s3-local]`:
 * a local S3-compatible server (s3rver) on 127.0.0.1 with one empty bucket, to try
 * `npm run deploy:s3` without an AWS account. Objects live in the folder, so they
 * survive a restart. The deploy tests start the same server on a free port.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import S3rver from "s3rver";
import { commandLine } from "../cli-args";

/** s3rver's fixed credentials: it checks request signatures against them. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

/** Website requests go to `<bucket>.s3-website.localhost:<port>` (any client that resolves *.localhost). */
export const LOCAL_WEBSITE_DOMAIN = "localhost";

export interface LocalS3 {
  /** The API endpoint: http://127.0.0.1:<port>. */
  endpoint: string;
  port: number;
  /** The Host header (and, in a browser, the host name) of a bucket's website endpoint. */
  websiteHost: (bucket: string) => string;
  close: () => Promise<void>;
}

export async function startLocalS3(options: {
  directory: string;
  buckets: string[];
  port?: number;
}): Promise<LocalS3> {
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    directory: options.directory,
    silent: true,
    serviceEndpoint: LOCAL_WEBSITE_DOMAIN,
    configureBuckets: options.buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    websiteHost: (bucket) => `${bucket}.s3-website.${LOCAL_WEBSITE_DOMAIN}:${port}`,
    close: () => server.close(),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const { values: args } = commandLine({
    command: "npm run s3:local",
    options: {
      port: { type: "string", default: "4569" },
      bucket: { type: "string", default: "buyitad-local" },
      dir: { type: "string", default: ".tmp/s3-local" },
    },
  });
  const local = await startLocalS3({
    directory: path.resolve(root, args.dir),
    buckets: [args.bucket],
    port: Number(args.port),
  });
  const { accessKeyId, secretAccessKey } = LOCAL_S3_CREDENTIALS;
  console.log(
    [
      `Local S3 on ${local.endpoint}, bucket ${args.bucket}, objects in ${args.dir}/ (Ctrl+C stops it).`,
      "Deploy to it:",
      `  AWS_ACCESS_KEY_ID=${accessKeyId} AWS_SECRET_ACCESS_KEY=${secretAccessKey} npm run deploy:s3 -- --bucket ${args.bucket} --endpoint ${local.endpoint}`,
      `Website endpoint: http://${local.websiteHost(args.bucket)}/`,
    ].join("\n"),
  );
}
