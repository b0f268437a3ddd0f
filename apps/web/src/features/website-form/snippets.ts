import { ENQUIRY_CATEGORIES } from '@studydesk/contract';

/** The route of this screen, linked from the profile menu (admins only). */
export const WEBSITE_FORM_PATH = '/settings/website-form';
const EXAMPLE_SITE = 'https://www.agency.example';

/** The embed script: the form appears where this tag is pasted; its leads go to `office`. */
export const scriptSnippet = (server: string, office?: string) =>
  `<script src="${server}/embed/enquiry.js"${office ? ` data-office="${office}"` : ''} async></script>`;

/** The office's own page of the StudyDesk form: its leads go to that office. */
export const formLink = (server: string, office: string) =>
  `${server}/EnquiryForm?office=${encodeURIComponent(office)}`;

/**
 * Without it a browser sends only the site's address (origin) with a form posted to another
 * site (the default policy, strict-origin-when-cross-origin), and the page and its utm_* tags
 * are lost. A `<form>` has no referrerpolicy attribute; this tag works in <head> or beside the form.
 */
export const REFERRER_TAG = '<meta name="referrer" content="no-referrer-when-downgrade" />';

/**
 * The same enquiry as a plain HTML form (no script): posted urlencoded, the browser then goes
 * to `redirect`, which must be on one of the allowed sites. The honeypot (`website`) is hidden
 * by the `hidden` attribute: a style attribute would be refused by a strict CSP.
 */
export function htmlSnippet(server: string, site = EXAMPLE_SITE, office?: string): string {
  const options = ENQUIRY_CATEGORIES.map((c) => `      <option>${c}</option>`).join('\n');
  const officeField = office ? `\n  <input type="hidden" name="office" value="${office}" />` : '';
  return `${REFERRER_TAG}
<form method="post" action="${server}/api/enquiries">
  <label>First name <input name="fName" required autocomplete="given-name" /></label>
  <label>Last name <input name="lName" required autocomplete="family-name" /></label>
  <label>Email <input name="email" type="email" required autocomplete="email" /></label>
  <label>Mobile number <input name="mobile" type="tel" required autocomplete="tel" /></label>
  <label>Level of study
    <select name="category" required>
      <option value="">Choose a level of study</option>
${options}
    </select>
  </label>
  <label>Your message <textarea name="message"></textarea></label>
  <label><input type="checkbox" name="consent" required /> I agree to be contacted about my enquiry</label>
  <div hidden><label>Leave this empty <input name="website" tabindex="-1" autocomplete="off" /></label></div>
  <input type="hidden" name="redirect" value="${site}/thank-you" />${officeField}
  <button>Send enquiry</button>
</form>`;
}
