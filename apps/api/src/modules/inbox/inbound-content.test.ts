import { describe, expect, it } from 'vitest';
import { REMOTE_IMAGE_ATTR, sanitiseMailHtml, splitQuoted } from './inbound-content';

describe('inbound mail content', () => {
  it('keeps text and safe markup, removes scripts, handlers, styles and forms', () => {
    const out = sanitiseMailHtml(
      '<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe><form><input></form>' +
        '<a href="javascript:alert(1)">bad</a><a href="https://ok.example">ok</a>',
    );
    expect(out).toContain('<p>Hi <b>there</b></p>');
    expect(out).not.toMatch(/script|onclick|iframe|form|input|alert|style|javascript/i);
    expect(out).toContain(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
  });

  it('turns remote images into placeholders that load nothing, drops inline ones', () => {
    const out = sanitiseMailHtml(
      '<img src="https://tracker.example/p.gif?u=1" onerror="x()"><img src="cid:logo" alt="Logo">' +
        '<img src="data:image/png;base64,AAAA">',
    );
    expect(out).toContain(`${REMOTE_IMAGE_ATTR}="https://tracker.example/p.gif?u=1"`);
    expect(out).not.toMatch(/\ssrc=/);
    expect(out).toContain('[Logo]');
    expect(out).not.toContain('data:image');
  });

  it('separates the quoted history from the new text', () => {
    expect(
      splitQuoted('Yes, Tuesday works.\n\nOn Mon, 2 Mar 2026, Asha <a@b.example> wrote:\n> When?'),
    ).toEqual({
      reply: 'Yes, Tuesday works.',
      quoted: 'On Mon, 2 Mar 2026, Asha <a@b.example> wrote:\n> When?',
    });
    expect(splitQuoted('Fine\n> earlier\n>\n> more')).toEqual({
      reply: 'Fine',
      quoted: '> earlier\n>\n> more',
    });
    expect(splitQuoted('> I said\nand I add')).toEqual({
      reply: '> I said\nand I add',
      quoted: null,
    });
  });
});
