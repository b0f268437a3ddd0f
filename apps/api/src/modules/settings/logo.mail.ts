import sharp from 'sharp';
import { z } from 'zod';
import { IMAGE_UPLOAD } from '@studydesk/contract';

/** The logo as the mail carries it: a PNG data URL, and the size it is shown at. */
export const MailLogoSchema = z.object({
  src: z.string().startsWith('data:image/png;base64,'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type MailLogo = z.infer<typeof MailLogoSchema>;

/** The most room the logo takes at the top of a mail, in CSS pixels. */
const BOX = { width: 240, height: 80 };
/** Drawn at twice its shown size, so it stays sharp on high-density screens. */
const DENSITY = 2;

/**
 * The mail's copy of an uploaded logo, made once at upload and kept with it. PNG, because WebP
 * (the site's format) does not show in every mail program; kept as data beside the logo,
 * because acknowledgements are written inside the enquiry's transaction, where reading the file
 * from storage would hold the write. The sender turns it into an inline (cid:) part.
 */
export async function mailLogo(upload: Buffer): Promise<MailLogo> {
  const { data, info } = await sharp(upload, { limitInputPixels: IMAGE_UPLOAD.maxPixels })
    .rotate()
    .resize(BOX.width * DENSITY, BOX.height * DENSITY, {
      fit: 'inside',
      withoutEnlargement: true,
    })
    .png({ palette: true })
    .toBuffer({ resolveWithObject: true });
  // Shown within the box, and never larger than its own pixels (a small logo stays crisp).
  const scale = Math.min(1, BOX.width / info.width, BOX.height / info.height);
  return {
    src: `data:image/png;base64,${data.toString('base64')}`,
    width: Math.max(1, Math.round(info.width * scale)),
    height: Math.max(1, Math.round(info.height * scale)),
  };
}
