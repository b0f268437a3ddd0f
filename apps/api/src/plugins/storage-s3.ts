import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Storage } from './storage';
import {
  contentTypeOf,
  describeStorage,
  isSafeName,
  nameOf,
  UPLOADS_PREFIX,
  type S3Settings,
} from './storage-url';

const missing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404);

/** A one-line reason an operator can act on (the SDK's own messages can be empty for HEAD). */
export function s3Problem(err: unknown): string {
  if (!(err instanceof S3ServiceException)) return err instanceof Error ? err.message : String(err);
  const status = err.$metadata.httpStatusCode;
  if (status === 404) return 'the bucket does not exist';
  if (status === 403) return 'access denied (check AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY)';
  return `${err.name}${status ? ` (HTTP ${status})` : ''}${err.message ? `: ${err.message}` : ''}`;
}

/**
 * Uploads in an S3-compatible bucket (ARCHITECTURE §1), so every process behind a balancer sees
 * every file. A PUT stores the whole object or nothing, so a failed write leaves no half file;
 * the image pipeline removes what it stored when the record's write fails.
 */
export function s3Storage(s: S3Settings): Storage {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: s.credentials,
    // A store that does not answer fails the request in seconds instead of holding it.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const Bucket = s.bucket;
  const keyOf = (name: string) => {
    if (!isSafeName(name)) throw new Error(`unsafe file name ${name}`);
    return name;
  };
  return {
    describe: describeStorage(s),
    async check() {
      await client.send(new HeadBucketCommand({ Bucket })).catch((err: unknown) => {
        throw new Error(`cannot use ${describeStorage(s)}: ${s3Problem(err)}`, { cause: err });
      });
    },
    async put(name, data) {
      const Key = keyOf(name);
      await client.send(
        new PutObjectCommand({ Bucket, Key, Body: data, ContentType: contentTypeOf(name) }),
      );
      return `${UPLOADS_PREFIX}${Key}`;
    },
    async remove(url) {
      const Key = nameOf(url);
      if (Key) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async open(name) {
      const res = await client
        .send(new GetObjectCommand({ Bucket, Key: keyOf(name) }))
        .catch((err: unknown) => {
          if (missing(err)) return null;
          throw err;
        });
      if (!res?.Body) return null;
      return {
        body: res.Body instanceof Readable ? res.Body : Readable.from([]),
        size: res.ContentLength ?? 0,
        etag: res.ETag ?? `"${name}"`,
      };
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key && isSafeName(o.Key)) yield o.Key;
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
    },
    close: () => client.destroy(),
  };
}
