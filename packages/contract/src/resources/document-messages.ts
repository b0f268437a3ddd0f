/** What the documents API says when it refuses: the staff and the student read these. */
export const DOCUMENT_MESSAGES = {
  notFound: 'Document not found',
  studentNotFound: 'Student not found',
  fileMissing: 'Choose a file to upload',
  tooLarge: (mb: string) => `The file is too large: the limit is ${mb} MB`,
  unsupported:
    'This kind of file is not accepted: send a PDF, a photo (JPEG, PNG, WebP, HEIC) or a Word document (.docx)',
  nameMismatch: (named: string, is: string) =>
    `The file is named as ${named} but it is ${is}: rename it or choose the right file`,
  pdfTruncated: 'The PDF is incomplete (it does not end as a PDF does): send the whole file',
  pdfActive: 'The PDF contains scripts or actions: print it to a new PDF and send that',
  pdfTooLarge:
    'The PDF expands to too much data to be checked: print it to a new PDF and send that',
  pdfUnreadable:
    'Part of the PDF cannot be read to be checked: print it to a new PDF and send that',
  markup: 'The file contains web page code (HTML or script) and is refused',
  imageBroken: 'The picture cannot be read: it may be damaged or incomplete',
  imageTooManyPixels: 'The picture is too large: at most 50 megapixels (for example 8000 × 6000)',
  heicBroken: 'The HEIC photo cannot be converted: send it as JPEG instead',
  docxBroken: 'The Word document cannot be read: it is not a complete .docx file',
  docxTooLarge: 'The Word document expands to too much data and is refused',
  fileName: 'The file name must not contain folder paths',
  typeNotFound: 'No such document type',
  typeRetired: 'That document type is retired: choose another',
  typeNameTaken: 'A document type already has this name',
  applicationNotOfStudent: 'Choose one of this student’s applications',
  restoreExpired: 'It was deleted more than 30 days ago: its file is gone',
  trashAdminOnly: 'Only an admin can see deleted documents',
  requirementExists: 'This requirement is already on the checklist',
  requirementNotFound: 'Requirement not found',
  countryNotFound: 'No such country',
} as const;
