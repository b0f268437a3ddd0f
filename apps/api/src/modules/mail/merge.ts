import { PLACEHOLDER } from '@studydesk/contract';

/** Values for a template's merge fields; null or undefined: the field has no value here. */
export type MergeValues = Record<string, string | null | undefined>;

/**
 * `text` with each `{{field}}` replaced by its value. A field without a value (missing, null,
 * undefined or empty) and a placeholder that is no merge field both become nothing: a mail
 * never shows `{{x}}`, "undefined" or "null". Values are inserted as they are, once: a value
 * that itself looks like `{{x}}` is not merged again.
 */
export function mergeTemplate(text: string, fields: MergeValues): string {
  return text.replace(PLACEHOLDER, (_all, name: string) =>
    Object.hasOwn(fields, name) ? (fields[name] ?? '') : '',
  );
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The simple HTML version of a plain-text mail: every character escaped (so merged values,
 * whatever a student typed as their name, stay text), paragraphs at blank lines, line breaks
 * kept, and web addresses as links.
 */
export function textToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${linkify(escapeHtml(p)).replace(/\n/g, '<br>\n')}</p>`);
  return `<!doctype html>\n<html><body style="font-family:sans-serif;line-height:1.5">\n${paragraphs.join('\n')}\n</body></html>\n`;
}

/** An image atop a mail's HTML (as textToHtml makes it): its `src` as given, its text escaped. */
export function withImage(
  html: string,
  img: { src: string; width: number; height: number; alt: string },
): string {
  const tag = `<p><img src="${escapeHtml(img.src)}" width="${img.width}" height="${img.height}" alt="${escapeHtml(img.alt)}"></p>`;
  return html.replace(/<body[^>]*>\n/, (body) => `${body}${tag}\n`);
}

/** http(s) addresses in already escaped text as links (`&amp;` inside them stays escaped). */
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+[^\s<.,;:!?)]/g, (url) => `<a href="${url}">${url}</a>`);

/** Whether `line` has a placeholder whose field has no value. */
const lacksValue = (line: string, fields: MergeValues) =>
  [...line.matchAll(PLACEHOLDER)].some((m) => !fields[m[1]!]);

/**
 * A merged template as a mail's subject, text and HTML (the HTML built from the text). With
 * `dropLines`, a body line naming a field without a value is left out whole ("Your enquiry
 * number is {{enqNo}}." in the acknowledgement of a call request, which has none).
 */
export function mergeMail(
  template: { subject: string; body: string },
  fields: MergeValues,
  o: { dropLines?: boolean } = {},
) {
  // A subject is one line: a value with a line break must not start a header of its own.
  const subject = mergeTemplate(template.subject, fields)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();
  const lines = template.body.split('\n');
  const body = o.dropLines
    ? lines
        .filter((line) => !lacksValue(line, fields))
        .join('\n')
        .replace(/\n{3,}/g, '\n\n')
    : template.body;
  const text = mergeTemplate(body, fields);
  return { subject, text, html: textToHtml(text) };
}
