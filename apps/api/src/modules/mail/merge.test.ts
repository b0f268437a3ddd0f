import { describe, expect, it } from 'vitest';
import { escapeHtml, mergeMail, mergeTemplate, textToHtml } from './merge';

describe('merging a mail template', () => {
  it('fills each field, with or without spaces inside the braces', () => {
    const out = mergeTemplate('Dear {{firstName}}, your enquiry {{ enqNo }} at {{agencyName}}', {
      firstName: 'Asha',
      enqNo: 'ENQ-000042',
      agencyName: 'Globe Study',
    });
    expect(out).toBe('Dear Asha, your enquiry ENQ-000042 at Globe Study');
  });

  it('turns a missing, null, undefined or empty field into nothing, never {{x}} or "undefined"', () => {
    const template = 'A{{firstName}}B{{lastName}}C{{enqNo}}D{{agencyName}}E';
    const out = mergeTemplate(template, { firstName: null, lastName: undefined, enqNo: '' });
    expect(out).toBe('ABCDE');
    expect(out).not.toMatch(/undefined|null|\{\{/);
  });

  it('leaves out a placeholder that is no merge field, and keeps braces that are none', () => {
    expect(mergeTemplate('Hi {{nickname}}!', { firstName: 'Asha' })).toBe('Hi !');
    expect(mergeTemplate('{ {firstName} } {{}} {{1x}}', { firstName: 'Asha' })).toBe(
      '{ {firstName} } {{}} {{1x}}',
    );
  });

  it('does not merge a value twice, nor read fields off the prototype', () => {
    expect(mergeTemplate('{{firstName}}', { firstName: '{{lastName}}', lastName: 'X' })).toBe(
      '{{lastName}}',
    );
    expect(mergeTemplate('{{constructor}}{{toString}}', {})).toBe('');
  });

  it('escapes merged values in the HTML version and keeps paragraphs and lines', () => {
    const mail = mergeMail(
      {
        subject: 'Enquiry {{enqNo}}',
        body: 'Dear {{firstName}},\nthanks.\n\nSee https://a.example/x?a=1&b=2.',
      },
      { firstName: '<script>alert("x")</script>', enqNo: 'ENQ-1' },
    );
    expect(mail.subject).toBe('Enquiry ENQ-1');
    expect(mail.text).toContain('Dear <script>alert("x")</script>,');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain(
      'Dear &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,<br>\nthanks.</p>',
    );
    expect(mail.html).toContain(
      '<a href="https://a.example/x?a=1&amp;b=2">https://a.example/x?a=1&amp;b=2</a>.</p>',
    );
  });

  it('keeps a subject on one line whatever a value holds', () => {
    const mail = mergeMail(
      { subject: 'Hi {{firstName}}', body: 'x' },
      { firstName: 'A\r\nBcc: x@y' },
    );
    expect(mail.subject).toBe('Hi A Bcc: x@y');
  });

  it('leaves out a line naming a field without a value when asked, and only then', () => {
    const template = {
      subject: 'Thanks {{enqNo}}',
      body: 'Hi {{firstName}},\n\nYour number: {{enqNo}}.\n\nBye',
    };
    const fields = { firstName: 'Asha', enqNo: null };
    expect(mergeMail(template, fields, { dropLines: true }).text).toBe('Hi Asha,\n\nBye');
    expect(mergeMail(template, fields).text).toBe('Hi Asha,\n\nYour number: .\n\nBye');
    expect(mergeMail(template, fields).subject).toBe('Thanks');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(textToHtml('')).toContain('<body');
  });
});
