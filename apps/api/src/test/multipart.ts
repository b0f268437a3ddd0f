import { randomBytes } from 'node:crypto';
import type { App } from '../app';
import { bearer } from './harness';

export type FormFile = { file: Buffer; filename?: string; contentType?: string };
/** How lists are named: `key[0]`, `key[1]` … (spec §3 colleges) or repeated `key[]` (courses). */
export type ListStyle = 'indexed' | 'bracketed';

const text = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
const isFile = (v: unknown): v is FormFile =>
  typeof v === 'object' && v !== null && Buffer.isBuffer((v as FormFile).file);

/** A multipart body as a browser's FormData sends it; null and undefined fields are left out. */
export function formData(fields: Record<string, unknown>, lists: ListStyle = 'indexed') {
  const boundary = `----studydesk-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const part = (name: string, value: string | FormFile) => {
    const file = isFile(value)
      ? `; filename="${value.filename ?? 'upload.bin'}"\r\nContent-Type: ${value.contentType ?? 'application/octet-stream'}`
      : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\n`),
      isFile(value) ? value.file : Buffer.from(value),
      Buffer.from('\r\n'),
    );
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      value.forEach((v, i) => part(lists === 'indexed' ? `${key}[${i}]` : `${key}[]`, text(v)));
    else part(key, isFile(value) ? value : text(value));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sends the fields as a multipart request, as the signed-in user when a token is given. */
export function sendForm(
  app: App,
  o: { method: 'POST' | 'PUT'; url: string; token?: string; lists?: ListStyle },
  fields: Record<string, unknown>,
) {
  const f = formData(fields, o.lists);
  const auth = o.token ? bearer(o.token) : {};
  return app.inject({
    method: o.method,
    url: o.url,
    payload: f.payload,
    headers: { ...f.headers, ...auth },
  });
}
