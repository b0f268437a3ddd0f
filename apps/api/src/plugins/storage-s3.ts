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
import type { PrivateStorage, Storage, StoredFile } from './storage-types';
import {
  contentTypeOf,
  describeStorage,
  isPrivateKey,
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

const PRIVATE = 'private/';

/** The private area: objects under `private/`, which no public name can reach (no slash). */
function s3Private(
  client: S3Client,
  Bucket: string,
  get: (Key: string) => Promise<StoredFile | null>,
): PrivateStorage {
  const keyOf = (key: string) => {
    if (!isPrivateKey(key)) throw new Error(`unsafe private key ${key}`);
    return `${PRIVATE}${key}`;
  };
  return {
    async put(key, data) {
      const Body = data;
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body }));
    },
    open: (key) => get(keyOf(key)),
    remove: async (key) =>
      void (await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }))),
    async list(area) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const Prefix = `${PRIVATE}${area}/`;
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        );
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key.slice(PRIVATE.length));
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return keys;
    },
  };
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
  const get = async (Key: string): Promise<StoredFile | null> => {
    const res = await client.send(new GetObjectCommand({ Bucket, Key })).catch((err: unknown) => {
      if (missing(err)) return null;
      throw err;
    });
    if (!res?.Body) return null;
    return {
      body: res.Body instanceof Readable ? res.Body : Readable.from([]),
      size: res.ContentLength ?? 0,
      etag: res.ETag ?? `"${Key}"`,
    };
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
    open: (name) => get(keyOf(name)),
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const o of page.Contents ?? []) if (o.Key && isSafeName(o.Key)) yield o.Key;
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
    },
    private: s3Private(client, Bucket, get),
    close: () => client.destroy(),
  };
}
