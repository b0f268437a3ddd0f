import { ENQUIRY_CATEGORIES } from '@studydesk/contract';

/** The route of this screen, linked from the profile menu (admins only). */
export const WEBSITE_FORM_PATH = '/settings/website-form';
const EXAMPLE_SITE = 'https://www.agency.example';

/** The embed script: the form appears where this tag is pasted. */
export const scriptSnippet = (server: string) =>
  `<script src="${server}/embed/enquiry.js" async></script>`;

/**
 * The same enquiry as a plain HTML form (no script): posted urlencoded, the browser then goes
 * to `redirect`, which must be on one of the allowed sites.
 */
export function htmlSnippet(server: string, site = EXAMPLE_SITE): string {
  const options = ENQUIRY_CATEGORIES.map((c) => `      <option>${c}</option>`).join('\n');
  return `<form method="post" action="${server}/api/enquiries">
  <label>First name <input name="fName" required autocomplete="given-name" /></label>
  <label>Last name <input name="lName" required autocomplete="family-name" /></label>
  <label>Email <input name="email" type="email" required autocomplete="email" /></label>
  <label>Mobile number <input name="mobile" type="tel" required autocomplete="tel" /></label>
  <label>Level of study
    <select name="category" required>
${options}
    </select>
  </label>
  <label>Your message <textarea name="message"></textarea></label>
  <label><input type="checkbox" name="consent" required /> I agree to be contacted about my enquiry</label>
  <input name="website" style="display:none" tabindex="-1" autocomplete="off" aria-hidden="true" />
  <input type="hidden" name="redirect" value="${site}/thank-you" />
  <button>Send enquiry</button>
</form>`;
}
