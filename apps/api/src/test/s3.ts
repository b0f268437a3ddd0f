import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

// s3rver checks request signatures against these fixed credentials.
const CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

export type LocalS3 = {
  /** STORAGE_URL and credentials for an app (or a child process) using this bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** The object names in the bucket, sorted: what "no orphans" is checked against. */
  keys: () => string[];
  close: () => Promise<void>;
};

/**
 * An S3-compatible server on loopback for one test file, with one empty bucket; stopped (and
 * its files removed) by `close`. Objects live as files under its folder, which `keys` reads.
 */
export async function startS3(bucket = 'studydesk-test'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sd-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucketDir = path.join(directory, bucket);
  return {
    env: { STORAGE_URL: `s3://${bucket}?endpoint=${endpoint}&region=us-east-1`, ...CREDENTIALS },
    endpoint,
    bucket,
    keys: () =>
      fs
        .readdirSync(bucketDir)
        .filter((f) => f.endsWith('._S3rver_object'))
        .map((f) => f.replace(/\._S3rver_object$/, ''))
        .sort(),
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
