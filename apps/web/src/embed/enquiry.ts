/*
 * The enquiry form for the agency's own website (issue 10): a page includes
 *   <script src="https://<studydesk>/embed/enquiry.js" async></script>
 * and the form appears where the tag sits. It posts JSON to POST /api/enquiries of the server
 * the script came from (allowed for the sites in PUBLIC_FORM_ORIGINS), with the page's address,
 * referrer and utm_* tags. Plain DOM and CSSOM only: no framework, no inline HTML or styles a
 * strict Content-Security-Policy would block.
 */
import { ENQUIRIES_PATH } from '@studydesk/contract';
import { el, ERROR_COLOUR, field, honeypot, type FieldParts } from './dom';
import { FIELDS, TEXTS } from './fields';
import { ORIGIN_KEYS, leadOrigin } from './origin';

type Answer = { message?: string; enqNo?: string; fieldErrors?: Record<string, string> };
let forms = 0;

function values(parts: Map<string, FieldParts>, form: HTMLFormElement) {
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
async function send(url: string, body: Record<string, unknown>) {
  const first = await post(url, { ...body, ...leadOrigin() });
  const errors = Object.keys(first.answer.fieldErrors ?? {});
  if (first.ok || errors.length === 0 || !errors.every((k) => ORIGIN_KEYS.includes(k)))
    return first;
  return post(url, body);
}

function showErrors(parts: Map<string, FieldParts>, errors: Record<string, string>) {
  let first: HTMLElement | null = null;
  for (const [name, { input, error }] of parts) {
    const message = errors[name];
    error.hidden = !message;
    error.textContent = message ?? '';
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    if (message && !first) first = input;
  }
  first?.focus();
}

function mount(script: HTMLScriptElement) {
  const prefix = `studydesk-enquiry-${++forms}`;
  const url = `${new URL(script.src).origin}/api${ENQUIRIES_PATH}`;
  const form = el(
    'form',
    { class: 'studydesk-enquiry', novalidate: '', 'aria-label': 'Enquiry' },
    { display: 'grid', gap: '12px', maxWidth: '560px', position: 'relative' },
  );
  const parts = new Map(FIELDS.map((f) => [f.name, field(f, prefix)]));
  const status = el('p', { role: 'status', class: 'studydesk-status' }, { margin: '0' });
  const button = el(
    'button',
    { type: 'submit' },
    { padding: '10px 16px', font: 'inherit', cursor: 'pointer' },
  );
  button.textContent = TEXTS.send;
  form.append(...[...parts.values()].map((p) => p.wrap), honeypot(prefix), status, button);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    button.disabled = true;
    button.textContent = TEXTS.sending;
    status.textContent = '';
    const body = values(parts, form);
    send(url, body)
      .then(({ ok, answer }) => {
        if (ok) return thank(form, String(body.fName), answer.enqNo ?? '');
        showErrors(parts, answer.fieldErrors ?? {});
        fail(status, answer.fieldErrors ? TEXTS.fix : (answer.message ?? TEXTS.failed));
      })
      .catch(() => fail(status, TEXTS.failed))
      .finally(() => {
        button.disabled = false;
        button.textContent = TEXTS.send;
      });
  });
  script.before(form);
}

function fail(status: HTMLElement, message: string) {
  status.style.color = ERROR_COLOUR;
  status.textContent = message;
}

function thank(form: HTMLFormElement, name: string, enqNo: string) {
  const done = el(
    'p',
    { role: 'status', tabindex: '-1', class: 'studydesk-thanks' },
    { fontWeight: '600' },
  );
  done.textContent = TEXTS.thanks(name, enqNo);
  form.replaceWith(done);
  done.focus();
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement) mount(current);
