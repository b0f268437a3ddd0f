import type { FieldParts } from './dom';
import { leadOrigin, onlyOriginRefused } from '../lib/lead-origin';

export type Answer = { message?: string; enqNo?: string; fieldErrors?: Record<string, string> };

/** The visitor's answers, the honeypot's included (the API keeps nothing when it is filled). */
export function values(parts: Map<string, FieldParts>, form: HTMLFormElement) {
  const body: Record<string, unknown> = {};
  for (const [name, { input }] of parts)
    body[name] =
      input instanceof HTMLInputElement && input.type === 'checkbox' ? input.checked : input.value;
  body.website = (form.elements.namedItem('website') as HTMLInputElement | null)?.value ?? '';
  return body;
}

async function post(
  url: string,
  body: Record<string, unknown>,
): Promise<{ ok: boolean; answer: Answer }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({}))) as Answer;
  return { ok: res.ok, answer };
}

/** Sends; a refusal only of the page's own address or tags is sent again without them. */
export async function send(url: string, body: Record<string, unknown>) {
  const first = await post(url, { ...body, ...leadOrigin() });
  return first.ok || !onlyOriginRefused(first.answer.fieldErrors) ? first : post(url, body);
}
