/** Upload rules shared by the API (enforced) and the web (checked before sending). */
export const IMAGE_UPLOAD = {
  /** The multipart field that carries a resource's image. */
  field: 'image',
  /** What the server accepts, judged by the file's content, never its name. */
  formats: ['jpeg', 'png', 'webp', 'gif', 'avif'],
  accept: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
  /** Default of UPLOAD_MAX_BYTES. */
  maxBytes: 5 * 1024 * 1024,
  /** Stored images are re-encoded to WebP within these sizes (px, longest side). */
  maxSide: 1600,
  thumbnailSide: 320,
  /** Decoded size limit: a small file that unpacks into a huge bitmap is refused unread. */
  maxPixels: 25_000_000,
} as const;
