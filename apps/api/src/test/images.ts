import fs from 'node:fs';
import sharp from 'sharp';

/** Real images made in the test, so the pipeline sees what a camera or an editor produces. */
export const png = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A JPEG carrying EXIF (camera, GPS-like comment) that the pipeline must strip. */
export const jpeg = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestCam', ImageDescription: 'home at 51.5N 0.1W' } })
    .toBuffer();

/** A PNG of random pixels: it does not compress, so `bytes` of noise give a file that large. */
export const noisyPng = (bytes: number) => {
  const side = Math.ceil(Math.sqrt(bytes / 3));
  const raw = Buffer.alloc(side * side * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = Math.floor(Math.random() * 256);
  return sharp(raw, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** The files in the uploads folder (none when it does not exist yet). */
export const filesIn = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
