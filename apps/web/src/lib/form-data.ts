import { IMAGE_UPLOAD } from '@studydesk/contract';

export type WriteMode = 'create' | 'update';

export type MultipartOptions = {
  /**
   * How a list travels (spec §3): colleges as indexed `courses[0]`, `courses[1]` …,
   * courses as repeated `tags[]`.
   */
  arrays: 'indexed' | 'bracketed';
  /**
   * Blank text on create: 'send' sends '' (spec §5: blog and gallery creation), 'skip' leaves it
   * out (spec §3: a college skips empty values). Updates always leave blanks out (spec §5).
   */
  blankOnCreate?: 'send' | 'skip';
};

type Scalar = string | number | boolean | Blob | null | undefined;

const isBlank = (v: Scalar): boolean => v === undefined || v === null || v === '';

/** A form value as multipart text; a Blob (the picked image) stays a file part. */
function append(form: FormData, key: string, value: Scalar): void {
  if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
  else if (value !== undefined && value !== null) form.append(key, String(value));
}

function appendList(form: FormData, key: string, values: readonly Scalar[], o: MultipartOptions) {
  let index = 0;
  for (const value of values) {
    if (isBlank(value)) continue; // spec §3: empty values are skipped
    append(form, o.arrays === 'indexed' ? `${key}[${index++}]` : `${key}[]`, value);
  }
}

/**
 * A record's form values as the multipart body spec §3/§7 describe: never the id; the image
 * only when a new file was picked (an unchanged image is its URL, which is not sent); lists as
 * `options.arrays` says; updates send only the fields that are filled (spec §5).
 */
export function toFormData(
  values: Readonly<Record<string, unknown>>,
  mode: WriteMode,
  options: MultipartOptions,
): FormData {
  const form = new FormData();
  const sendBlank = mode === 'create' && options.blankOnCreate === 'send';
  for (const [key, value] of Object.entries(values)) {
    if (key === '_id') continue;
    if (key === IMAGE_UPLOAD.field) {
      if (value instanceof Blob) append(form, key, value);
    } else if (Array.isArray(value)) appendList(form, key, value as Scalar[], options);
    else if (!isBlank(value as Scalar)) append(form, key, value as Scalar);
    else if (sendBlank && value !== null) form.append(key, '');
  }
  return form;
}

/** The `encode` of a multipart resource for createCrudApi. */
export const multipart =
  (options: MultipartOptions) =>
  (values: object, mode: WriteMode): FormData =>
    toFormData(values as Record<string, unknown>, mode, options);
