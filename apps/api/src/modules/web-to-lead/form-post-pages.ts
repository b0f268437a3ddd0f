import type { FastifyReply, FastifyRequest } from 'fastify';
import { refusalPage, thanksPage, type Receipt, type Refusal } from './form-post-html';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** The weight the Accept header gives `type` (its best matching range), 0 when none matches. */
function weight(accept: string, type: string): number {
  const [major] = type.split('/');
  let best = 0;
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    if (range !== type && range !== `${major}/*` && range !== '*/*') continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    best = Math.max(best, q === undefined ? 1 : Number(q));
  }
  return best;
}

/**
 * A browser sending a plain HTML form: a form's body, and a page asked for before JSON (a
 * navigation's Accept). fetch() sends * / * and API clients JSON: they keep JSON answers.
 */
export function wantsPage(req: FastifyRequest): boolean {
  const accept = req.headers.accept ?? '';
  return (
    FORM_TYPES.test(req.headers['content-type'] ?? '') &&
    weight(accept, 'text/html') > weight(accept, 'application/json')
  );
}

/** A single refusal to edit: the public form's own label in place of the staff form's. */
const PUBLIC_WORDS: Record<string, string> = { category: 'Choose a level of study' };

function parse<T>(payload: unknown): T {
  try {
    return JSON.parse(String(payload)) as T;
  } catch {
    return {} as T;
  }
}

/**
 * The page a visitor reads instead of the API's JSON: what to fix (4xx) or thanks (201).
 * `back` is the page the form was on, already checked to be on a listed site.
 */
export function formPostPage(
  req: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  back: string | undefined,
): string | undefined {
  const status = reply.statusCode;
  if (status !== 201 && (status < 400 || status >= 500)) return undefined;
  const noun = req.url.includes('/contact') ? 'call request' : 'enquiry';
  reply.header('content-type', 'text/html; charset=utf-8');
  if (status === 201) {
    const home = back ? `${new URL(back).origin}/` : undefined;
    return thanksPage(noun, parse<Receipt>(payload), home);
  }
  const refusal = parse<Refusal>(payload);
  const fieldErrors = refusal.fieldErrors && { ...refusal.fieldErrors };
  if (fieldErrors && noun === 'enquiry')
    for (const [k, v] of Object.entries(PUBLIC_WORDS)) if (fieldErrors[k]) fieldErrors[k] = v;
  return refusalPage(noun, { ...refusal, fieldErrors }, back);
}
