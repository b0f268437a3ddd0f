import type { EmbedField } from './fields';

type Style = Partial<
  Record<
    | 'display'
    | 'gap'
    | 'maxWidth'
    | 'width'
    | 'padding'
    | 'font'
    | 'fontWeight'
    | 'color'
    | 'margin'
    | 'boxSizing'
    | 'alignItems'
    | 'border'
    | 'borderRadius'
    | 'cursor'
    | 'background',
    string
  >
>;

/** An element with attributes and styles set through the DOM: no inline HTML, CSP-safe. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  style: Style = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  Object.assign(node.style, style);
  return node;
}

const CONTROL: Style = {
  width: '100%',
  padding: '8px',
  font: 'inherit',
  boxSizing: 'border-box',
  border: '1px solid #767676',
  borderRadius: '4px',
};
export const ERROR_COLOUR = '#b3261e';

export type FieldParts = {
  wrap: HTMLElement;
  input: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
  error: HTMLElement;
};

function control(f: EmbedField, id: string) {
  const attrs: Record<string, string> = { id, name: f.name };
  if (f.required) attrs['aria-required'] = 'true';
  if (f.autocomplete) attrs.autocomplete = f.autocomplete;
  if (f.type === 'textarea') return el('textarea', { ...attrs, rows: '4' }, CONTROL);
  if (f.type === 'checkbox') return el('input', { ...attrs, type: 'checkbox' });
  if (f.type !== 'select') return el('input', { ...attrs, type: f.type ?? 'text' }, CONTROL);
  const select = el('select', attrs, CONTROL);
  select.append(el('option', { value: '' }));
  for (const o of f.options ?? [])
    select.append(Object.assign(el('option'), { value: o, textContent: o }));
  return select;
}

/** A labelled control and the place for its error message, tied by aria-describedby. */
export function field(f: EmbedField, prefix: string): FieldParts {
  const id = `${prefix}-${f.name}`;
  const input = control(f, id);
  const error = el(
    'p',
    { id: `${id}-error`, class: 'studydesk-error' },
    { color: ERROR_COLOUR, margin: '4px 0 0' },
  );
  error.hidden = true;
  input.setAttribute('aria-describedby', error.id);
  const label = el('label', { for: id }, { fontWeight: '600' });
  label.textContent = f.required ? `${f.label} *` : f.label;
  const checkbox = f.type === 'checkbox';
  const wrap = el(
    'div',
    { class: 'studydesk-field' },
    checkbox
      ? { display: 'flex', gap: '8px', alignItems: 'baseline' }
      : { display: 'grid', gap: '4px' },
  );
  wrap.append(...(checkbox ? [input, label] : [label, input]));
  if (checkbox) {
    const col = el('div');
    col.append(wrap, error);
    return { wrap: col, input, error };
  }
  wrap.append(error);
  return { wrap, input, error };
}

/**
 * The honeypot: invisible and unreachable for people, filled in by some robots. Hidden by the
 * `hidden` attribute, which needs no style at all (a host page's CSP may refuse styles).
 */
export function honeypot(prefix: string): HTMLElement {
  const wrap = el('div', { class: 'studydesk-trap' });
  wrap.hidden = true;
  const label = el('label', { for: `${prefix}-website` });
  label.textContent = 'Leave this empty';
  wrap.append(
    label,
    el('input', { id: `${prefix}-website`, name: 'website', tabindex: '-1', autocomplete: 'off' }),
  );
  return wrap;
}
