/** Stored files are named by the server and served at /uploads/<name>, whatever holds them. */
export const UPLOADS_PREFIX = '/uploads/';
const SAFE_NAME = /^[a-z0-9][a-z0-9.-]{0,100}$/;
export const isSafeName = (name: string) => SAFE_NAME.test(name) && !name.includes('..');
export const nameOf = (url: string): string | null => {
  const name = url.startsWith(UPLOADS_PREFIX) ? url.slice(UPLOADS_PREFIX.length) : '';
  return isSafeName(name) ? name : null;
};
/**
 * Keys of the private area (student documents): `<area>/<random>`. They hold a slash, which no
 * public name may, so /uploads/:name can never name one.
 */
const PRIVATE_KEY = /^[a-z]{1,20}\/[a-z0-9]{16,100}$/;
export const isPrivateKey = (key: string) => PRIVATE_KEY.test(key);
export const contentTypeOf = (name: string) =>
  name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream';

export type S3Settings = {
  kind: 's3';
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2 …); unset means AWS itself. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** From AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY; unset leaves the SDK's own chain to find them. */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
};
export type StorageSettings = { kind: 'disk'; dir: string } | S3Settings;

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const OPTIONS = new Set(['endpoint', 'region', 'pathStyle']);

function parseS3(url: URL, env: Record<string, string | undefined>): S3Settings | string {
  if (url.username || url.password)
    return 'put credentials in AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, not in the URL';
  if (!BUCKET.test(url.hostname) || (url.pathname !== '' && url.pathname !== '/'))
    return 'the bucket name is missing or not a valid S3 bucket name (s3://bucket?…)';
  const unknown = [...url.searchParams.keys()].filter((k) => !OPTIONS.has(k));
  if (unknown.length > 0)
    return `unknown option ${unknown.join(', ')} (endpoint, region, pathStyle)`;
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+\/?$/.test(endpoint))
    return 'endpoint must be an http(s) address such as https://s3.example.com:9000';
  const pathStyle = url.searchParams.get('pathStyle');
  if (pathStyle !== null && pathStyle !== 'true' && pathStyle !== 'false')
    return 'pathStyle must be true or false';
  const { AWS_ACCESS_KEY_ID: id, AWS_SECRET_ACCESS_KEY: secret, AWS_SESSION_TOKEN: token } = env;
  return {
    kind: 's3',
    bucket: url.hostname,
    region: url.searchParams.get('region') ?? env.AWS_REGION ?? 'us-east-1',
    endpoint,
    // Self-hosted servers rarely have a DNS name per bucket: path style unless told otherwise.
    forcePathStyle: pathStyle ? pathStyle === 'true' : endpoint !== undefined,
    credentials:
      id && secret
        ? { accessKeyId: id, secretAccessKey: secret, ...(token ? { sessionToken: token } : {}) }
        : undefined,
  };
}

/** `file:<dir>` or `s3://bucket?endpoint=…&region=…&pathStyle=…`; a string is what is wrong. */
export function parseStorageUrl(
  value: string,
  env: Record<string, string | undefined>,
): StorageSettings | string {
  if (value.startsWith('file:')) {
    const dir = value.slice('file:'.length);
    return dir ? { kind: 'disk', dir } : 'file: needs a folder, e.g. file:data/uploads';
  }
  if (!value.startsWith('s3://')) return 'use file:<folder> or s3://bucket?endpoint=…&region=…';
  try {
    return parseS3(new URL(value), env);
  } catch {
    return 'not a valid s3:// address';
  }
}

/** Where the files are, for the start banner (never credentials). */
export function describeStorage(s: StorageSettings): string {
  if (s.kind === 'disk') return `folder ${s.dir}`;
  return `bucket ${s.bucket} at ${s.endpoint ?? `AWS ${s.region}`}`;
}
