import { API_BASE } from '@studydesk/contract';

/** The script that turns "Back to the form" into the browser's Back: the answers stay typed. */
export const BACK_SCRIPT_PATH = `${API_BASE}/web-to-lead/back.js`;
export const BACK_SCRIPT = `document.querySelectorAll('a[data-back]').forEach(function (a) {
  a.addEventListener('click', function (e) {
    if (history.length > 1) { e.preventDefault(); history.back(); }
  });
});
`;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** Styles in the page itself (the CSP allows inline styles, not inline scripts). */
const STYLE = `body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2939;
background:#f5f5f5;margin:0;padding:24px 16px}main{max-width:560px;margin:0 auto;background:#fff;
border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)}h1{font-size:1.5rem;margin:0 0 12px}
ul{padding-left:1.25rem}li{margin:4px 0;color:#b3261e}a{display:inline-block;margin-top:8px;
padding:10px 16px;border-radius:4px;background:#1565c0;color:#fff;font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid #0b3d91;outline-offset:2px}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${STYLE}</style>
<script src="${BACK_SCRIPT_PATH}" defer></script>
</head>
<body>
<main>
<h1>${esc(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

/** `back`: the page the form was on, when it is on a listed site; else the Back button says. */
const backLink = (back: string | undefined, text: string) =>
  back
    ? `<p><a href="${esc(back)}" data-back>${esc(text)}</a></p>`
    : `<p>Use your browser’s Back button to return to the form.</p>`;

export type Refusal = { message?: string; fieldErrors?: Record<string, string> };

/** What went wrong, in words a visitor can act on, and the way back to fix it. */
export function refusalPage(noun: string, r: Refusal, back: string | undefined): string {
  const problems = Object.values(r.fieldErrors ?? {});
  const list = problems.length
    ? `<p>Please go back and correct ${problems.length === 1 ? 'this' : 'these'}:</p>
<ul>
${problems.map((p) => `<li>${esc(p)}</li>`).join('\n')}
</ul>`
    : `<p>${esc(r.message ?? 'Please try again later.')}</p>`;
  return page(
    `Your ${noun} was not sent`,
    `${list}\n${backLink(back, 'Back to the form')}\n<p>What you typed is kept when you go back.</p>`,
  );
}

export type Receipt = { message?: string; enqNo?: string };

/** The thanks for a form that names no thank-you page of its own. */
export function thanksPage(noun: string, r: Receipt, back: string | undefined): string {
  const number = r.enqNo ? `\n<p>Your ${noun} number is ${esc(r.enqNo)}.</p>` : '';
  const home = back ? `<p><a href="${esc(back)}">Back to the website</a></p>` : '';
  return page('Thank you', `<p>${esc(r.message ?? 'Thank you.')}</p>${number}\n${home}`);
}
