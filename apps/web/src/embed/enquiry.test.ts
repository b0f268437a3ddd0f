import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const LEVELS = 'Undergraduate, Postgraduate';
/** The API's answer to an empty form: its own messages, the select's in the staff form's words. */
const REFUSAL = {
  message: 'Please correct the highlighted fields',
  error: 'validation',
  fieldErrors: {
    fName: 'First name is required',
    category: `Category must be one of: ${LEVELS}`,
  },
};

/** The agency's page with the script tag pasted in: the entry mounts the form before it. */
async function pasteSnippet(attrs: Record<string, string> = {}) {
  const script = document.createElement('script');
  script.src = 'https://desk.example/embed/enquiry.js';
  for (const [k, v] of Object.entries(attrs)) script.setAttribute(k, v);
  document.body.append(script);
  vi.spyOn(document, 'currentScript', 'get').mockReturnValue(script);
  vi.resetModules();
  await import('./enquiry');
  return script;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(REFUSAL), { status: 400 }))),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

/** The embedded form's refusal and its honeypot. */
describe('the embedded enquiry form', () => {
  it('names the level of study in its own words, and sums up above the fields', async () => {
    await pasteSnippet();
    await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    const level = screen.getByLabelText('Level of study *');
    await vi.waitFor(() => expect(level).toHaveAccessibleDescription('Choose a level of study'));
    expect(screen.queryByText(/Category must be/)).not.toBeInTheDocument();
    expect(level).toHaveAttribute('aria-invalid', 'true');

    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Please correct the fields marked below.');
    const firstField = screen.getByLabelText('First name *');
    expect(summary.compareDocumentPosition(firstField) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(firstField).toHaveFocus();
  });

  it('hides the honeypot without a style attribute a strict CSP would refuse', async () => {
    await pasteSnippet();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).not.toBeVisible();
    expect(trap?.closest('[hidden]')).not.toBeNull();
  });

  it('posts the office its tag names with data-office, and none without one', async () => {
    const sent = async (attrs?: Record<string, string>) => {
      await pasteSnippet(attrs);
      await userEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
      const calls = vi.mocked(fetch).mock.calls;
      await vi.waitFor(() => expect(calls.length).toBeGreaterThan(0));
      const [url, init] = calls.at(-1)!;
      document.body.replaceChildren();
      vi.mocked(fetch).mockClear();
      return { url, body: JSON.parse(init?.body as string) as Record<string, unknown> };
    };
    const branch = await sent({ 'data-office': 'office-pune' });
    expect(branch.url).toBe('https://desk.example/api/enquiries');
    expect(branch.body.office).toBe('office-pune');
    expect((await sent()).body).not.toHaveProperty('office');
  });
});
