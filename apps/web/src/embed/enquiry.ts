/*
 * The enquiry form for the agency's own website: a page includes
 *   <script src="https://<studydesk>/embed/enquiry.js" async></script>
 * and the form appears where the tag sits. It posts JSON to POST /api/enquiries of the server
 * the script came from (allowed for the sites in PUBLIC_FORM_ORIGINS), with the page's address,
 * referrer and utm_* tags, and the office its tag names (`data-office="<id>"`; without one, or
 * with one the server does not know, the lead goes to the default office). Plain DOM and CSSOM only: no framework, no inline HTML or styles a
 * strict Content-Security-Policy would block.
 */
import { ENQUIRIES_PATH } from '@studydesk/contract';
import { el, ERROR_COLOUR, field, honeypot, type FieldParts } from './dom';
import { FIELDS, TEXTS } from './fields';
import { send, values } from './send';

let forms = 0;

/** Each refused field's message under it (in the form's words where it has its own). */
function showErrors(parts: Map<string, FieldParts>, errors: Record<string, string>) {
  let first: HTMLElement | null = null;
  for (const [name, { input, error }] of parts) {
    const wrong = errors[name];
    const message = wrong && (FIELDS.find((f) => f.name === name)?.invalid ?? wrong);
    error.hidden = !message;
    error.textContent = message ?? '';
    if (message) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    if (message && !first) first = input;
  }
  first?.focus();
}

/** The office the tag names, as the POST's field; nothing when it names none. */
const officeOf = (script: HTMLScriptElement) => {
  const office = script.dataset.office?.trim();
  return office ? { office } : {};
};

function mount(script: HTMLScriptElement) {
  const prefix = `studydesk-enquiry-${++forms}`;
  const url = `${new URL(script.src).origin}/api${ENQUIRIES_PATH}`;
  const form = el(
    'form',
    { class: 'studydesk-enquiry', novalidate: '', 'aria-label': 'Enquiry' },
    { display: 'grid', gap: '12px', maxWidth: '560px' },
  );
  const parts = new Map(FIELDS.map((f) => [f.name, field(f, prefix)]));
  // Above the fields, where it is read first; an alert, so it is announced when it appears.
  const summary = el(
    'p',
    { role: 'alert', class: 'studydesk-summary' },
    { color: ERROR_COLOUR, fontWeight: '600', margin: '0' },
  );
  summary.hidden = true;
  const status = el('p', { role: 'status', class: 'studydesk-status' }, { margin: '0' });
  const button = el(
    'button',
    { type: 'submit' },
    { padding: '10px 16px', font: 'inherit', cursor: 'pointer' },
  );
  button.textContent = TEXTS.send;
  form.append(summary, ...[...parts.values()].map((p) => p.wrap), honeypot(prefix), status, button);

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    button.disabled = true;
    button.textContent = TEXTS.sending;
    status.textContent = '';
    summary.hidden = true;
    const body: Record<string, unknown> = { ...values(parts, form), ...officeOf(script) };
    send(url, body)
      .then(({ ok, answer }) => {
        if (ok) return thank(form, String(body.fName), answer.enqNo ?? '');
        showErrors(parts, answer.fieldErrors ?? {});
        if (!answer.fieldErrors) return fail(status, answer.message ?? TEXTS.failed);
        summary.textContent = TEXTS.fix;
        summary.hidden = false;
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
