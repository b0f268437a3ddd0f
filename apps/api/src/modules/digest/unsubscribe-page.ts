import { escapeHtml as esc } from '../mail/merge';

/** Styles in the page itself (the CSP allows inline styles, not inline scripts). */
const STYLE = `body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2939;
background:#f5f5f5;margin:0;padding:24px 16px}main{max-width:560px;margin:0 auto;background:#fff;
border-radius:8px;padding:24px;box-shadow:0 1px 3px rgba(0,0,0,.12)}h1{font-size:1.5rem;margin:0 0 12px}
button{font:inherit;font-weight:600;padding:10px 16px;border:0;border-radius:4px;background:#1565c0;
color:#fff;cursor:pointer}button:focus-visible{outline:3px solid #0b3d91;outline-offset:2px}`;

/** A small page of its own for people who open the unsubscribe link in a browser. */
export function unsubscribePage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${STYLE}</style>
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

/**
 * Opening the link asks first: a mail scanner that follows every link must not turn anyone's
 * digest off. The button posts back to the same address (RFC 8058's one-click is that POST).
 */
export const confirmPage = (action: string, email: string) =>
  unsubscribePage(
    'Turn off the morning digest?',
    `<p>The morning digest of your day’s work will no longer be sent to ${esc(email)}. You can turn it back on in your profile in StudyDesk.</p>
<form method="post" action="${esc(action)}"><button type="submit">Turn off the digest</button></form>`,
  );

export const donePage = () =>
  unsubscribePage(
    'The morning digest is off',
    '<p>You will no longer get it. To have it again, turn it on in your profile in StudyDesk.</p>',
  );

export const invalidPage = () =>
  unsubscribePage(
    'This link is not valid',
    '<p>It may be incomplete. You can turn the digest off in your profile in StudyDesk.</p>',
  );
