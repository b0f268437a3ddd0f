import { DOCUMENT_MESSAGES as M, hasControls } from '@studydesk/contract';
import { badRequest } from '../../lib/errors';

const MAX = 200;
/* eslint-disable-next-line no-control-regex -- removing control characters is the point */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** Unicode's own look-alikes of / and \ are path parts to a reader too. */
const SEPARATORS = /[/\\\u2215\u2044\uff0f\uff3c]/;

/**
 * The uploaded file's name as shown to people (never used as a path: the stored key is random).
 * A name with folder parts ("../../etc/passwd.pdf", "C:\\x\\y.pdf") is refused: browsers send
 * the bare name, so one with a path was made by hand. Control and text-direction characters are
 * removed (an "exe.pdf" spoof), and a long name keeps its extension. Null: nothing is left
 * (the caller names it after its kind).
 */
export function displayName(raw: string): string | null {
  const name = raw.normalize('NFC');
  if (SEPARATORS.test(name) || /^\.\.?$/.test(name.trim())) throw badRequest(M.fileName);
  let clean = hasControls(name) ? name.replace(CONTROLS, '') : name;
  // By code point: a lone half of a surrogate pair is one "character" here, and dropped.
  clean = [...clean]
    .filter((c) => c.length === 2 || !/[\ud800-\udfff]/.test(c))
    .join('')
    .trim();
  if (clean === '' || /^\.+$/.test(clean)) return null;
  if (clean.length <= MAX) return clean;
  const ext = /\.[a-z0-9]{1,5}$/i.exec(clean)?.[0] ?? '';
  return clean.slice(0, MAX - ext.length) + ext;
}
