import type { IncomingMessage } from 'node:http';
import Busboy, { type BusboyInstance } from '@fastify/busboy';
import { AppError } from './errors';

/** A multipart body as text fields (a repeated name becomes a list) and the kept files. */
export type MultipartBody = {
  fields: Record<string, string | string[]>;
  files: Record<string, Buffer>;
  /** The file name each kept file part gave (as the client sent it: for display only). */
  fileNames: Record<string, string>;
};
export type MultipartOptions = {
  maxFileBytes: number;
  /** Keep file parts (routes that take uploads); elsewhere they are read past and dropped. */
  keepFiles: boolean;
  /** The answer to a file over the limit. */
  tooLarge: AppError;
};

const LIMITS = { files: 5, fields: 200, fieldSize: 200_000, parts: 220 };
const UNSAFE = new Set(['__proto__', 'constructor', 'prototype']);

const refused = (status: 400 | 413, message: string) =>
  new AppError(status, status === 400 ? 'bad_request' : 'payload_too_large', message);
export const NO_BOUNDARY =
  'The multipart body has no boundary: send it as multipart/form-data; boundary=…';
export const INCOMPLETE = 'The multipart body is incomplete or malformed; nothing was saved';
const TOO_MANY = `The multipart body has too many parts (at most ${LIMITS.fields} fields and ${LIMITS.files} files)`;
const FIELD_TOO_LONG = `A multipart field is over ${LIMITS.fieldSize / 1000} kB`;
export const ONE_FILE = (name: string) =>
  `Send one file per upload: "${name}" came more than once, and nothing was saved`;

function add(fields: MultipartBody['fields'], name: string, value: string) {
  const had = fields[name];
  fields[name] = had === undefined ? value : [had, value].flat();
}

/** A file part read to its end; kept only when the route takes files, and only if not empty. */
async function readFile(file: NodeJS.ReadableStream, keep: boolean): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) if (keep) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Collects the fields and files busboy finds; `fail` is called once for the first problem. */
function collect(bb: BusboyInstance, o: MultipartOptions, fail: (err: AppError) => void) {
  const body: MultipartBody = { fields: {}, files: {}, fileNames: {} };
  const reading: Promise<void>[] = [];
  bb.on('field', (name: string, value: string, _nameCut: boolean, valueTruncated: boolean) => {
    if (valueTruncated) fail(refused(413, FIELD_TOO_LONG));
    else if (!UNSAFE.has(name)) add(body.fields, name, value);
  });
  bb.on('file', (name: string, file: NodeJS.ReadableStream, fileName: string | undefined) => {
    file.on('limit', () => fail(o.tooLarge));
    reading.push(
      readFile(file, o.keepFiles).then(
        (data) => {
          // A browser sends an empty part for a file input left empty: that is "no file".
          if (data.length === 0 || UNSAFE.has(name)) return;
          // Two files under one name: keeping either would drop the other without a word.
          if (body.files[name]) return fail(refused(400, ONE_FILE(name)));
          body.files[name] = data;
          body.fileNames[name] = fileName ?? '';
        },
        // Handled at once: a body cut inside a file part errors this stream, possibly before
        // (or without) 'finish'; an unhandled rejection would end the process.
        () => fail(refused(400, INCOMPLETE)),
      ),
    );
  });
  for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const)
    bb.on(limit, () => fail(refused(413, TOO_MANY)));
  bb.on('error', () => fail(refused(400, INCOMPLETE)));
  return { body, read: () => Promise.all(reading) };
}

/**
 * Reads a whole multipart body. Unlike a parser that stops quietly at a cut-off body, anything
 * short of the closing boundary is refused (400): a truncated update must never save as an
 * empty or partial one. No boundary is a 400 too; limits are 413.
 */
export function readMultipart(raw: IncomingMessage, o: MultipartOptions): Promise<MultipartBody> {
  let bb: BusboyInstance;
  try {
    const headers = { ...raw.headers, 'content-type': raw.headers['content-type'] ?? '' };
    // The file name as sent (folders included): the documents routes refuse one with a path
    // rather than quietly keep its last part.
    bb = Busboy({ headers, limits: { ...LIMITS, fileSize: o.maxFileBytes }, preservePath: true });
  } catch {
    return Promise.reject(refused(400, NO_BOUNDARY));
  }
  return new Promise((resolve, reject) => {
    let failed = false;
    const fail = (err: AppError) => {
      if (failed) return;
      failed = true;
      raw.unpipe(bb);
      raw.resume(); // read the rest so the answer can be sent on this connection
      reject(err);
    };
    const { body, read } = collect(bb, o, fail);
    bb.on('finish', () => {
      read().then(
        () => failed || resolve(body),
        () => fail(refused(400, INCOMPLETE)),
      );
    });
    raw.on('aborted', () => fail(refused(400, INCOMPLETE)));
    raw.pipe(bb);
  });
}
