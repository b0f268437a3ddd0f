import sanitizeHtml from 'sanitize-html';

/** What an <img> with a remote source becomes: no request leaves until someone clicks. */
export const REMOTE_IMAGE_ATTR = 'data-remote-src';
export const REMOTE_IMAGE_ALT = 'Remote image (click to load)';

const REMOTE = /^(https?:)?\/\//i;

/**
 * A mail's HTML made safe to show: an allowlist of tags and attributes (no script, style,
 * forms, frames or event handlers), links only to web and mail addresses and opening apart,
 * and remote images turned into placeholders that carry their address in `data-remote-src`
 * (loading one tells the sender the mail was read). Inline (cid:) and data: images are dropped.
 */
export function sanitiseMailHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'font', 'center'],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: [REMOTE_IMAGE_ATTR, 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan', 'align'],
      th: ['colspan', 'rowspan', 'align'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', {
        target: '_blank',
        rel: 'noopener noreferrer nofollow',
      }),
      img: (_tag, attribs): sanitizeHtml.Tag => {
        const src = attribs.src ?? '';
        return REMOTE.test(src)
          ? { tagName: 'img', attribs: { [REMOTE_IMAGE_ATTR]: src, alt: REMOTE_IMAGE_ALT } }
          : {
              tagName: 'span',
              attribs: {},
              text: attribs.alt ? `[${attribs.alt}]` : '[image]',
            };
      },
    },
    // The text of what is removed (a <style>'s rules, a <script>) is dropped with it.
    nonTextTags: ['style', 'script', 'textarea', 'option', 'noscript', 'title', 'head'],
  });
}

/** "On Mon, 1 Jan 2026, Asha <a@b> wrote:" and the separators of common mail programs. */
const QUOTE_HEADER = [
  /^On .{1,300}wrote:\s*$/,
  /^-{2,}\s*(Original Message|Forwarded message)\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  /^From: .+$/,
];

/**
 * The new text of a reply and the quoted history below it, so the timeline can fold the quote
 * away: the quote starts at a quote header line, or where every line left begins with ">".
 */
export function splitQuoted(text: string): { reply: string; quoted: string | null } {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const isQuote = (l: string) => l.startsWith('>') || l.trim() === '';
  let cut = lines.findIndex((l) => QUOTE_HEADER.some((re) => re.test(l.trim())));
  if (cut < 0) cut = lines.findIndex((l, i) => l.startsWith('>') && lines.slice(i).every(isQuote));
  if (cut <= 0) return { reply: text.trim(), quoted: null };
  const quoted = lines.slice(cut).join('\n').trim();
  return { reply: lines.slice(0, cut).join('\n').trim(), quoted: quoted || null };
}
