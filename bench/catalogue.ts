import sharp from 'sharp';
import type { Target } from './lib';
import type { Ports } from './servers';

type Pair = (name: string, targets: [Target, Target], note: string) => Promise<void>;

/** A photo-like JPEG (1200×800 with sensor-like noise, so it does not compress to nothing). */
async function uploadBody() {
  const photo = await sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const form = new FormData();
  form.append('title', 'Open day');
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  const res = new Response(form);
  const body = Buffer.from(await res.arrayBuffer());
  return {
    body,
    contentType: res.headers.get('content-type')!,
    kb: Math.round(photo.length / 1024),
  };
}

/** GET /api/college with search and filters on 20,000 colleges, and image upload throughput. */
export async function catalogueBench(pair: Pair, ports: Ports, auth: Record<string, string>) {
  const { colleges, countries } = ports.catalogue;
  const query = `search=college&status=popular&country=${countries[1]}&page=20&limit=20`;
  await pair(
    'College list: search + filters, page 20',
    [
      {
        name: 'StudyDesk GET /api/college (signed in)',
        url: () => `/api/college?${query}`,
        headers: auth,
      },
      { name: 'bare Fastify + prepared statement', url: () => `/college?${query}` },
    ],
    `${colleges} colleges in SQLite (4 countries, 20 places); every request is \`?${query.replace(countries[1]!, '<id>')}\`: a case-insensitive search over name, e-mail, address, country and place (joined), status and country filters (${colleges / 32} matches), page 20 of 20 and the total. 10 connections; 3 alternating rounds of 5 s; medians.`,
  );
  const upload = await uploadBody();
  await pair(
    'Image uploads: POST throughput',
    [
      {
        name: 'StudyDesk POST /api/gallery (multipart, signed in)',
        url: () => '/api/gallery',
        method: 'POST',
        raw: upload,
        headers: auth,
      },
      {
        name: 'bare Fastify multipart + same re-encode',
        url: () => '/gallery',
        method: 'POST',
        raw: upload,
      },
    ],
    `Each request uploads a ${upload.kb} KB 1200×800 JPEG. StudyDesk checks it by content, re-encodes it to WebP (1200 px) plus a 320 px thumbnail with sharp, writes both through the storage interface (write aside, rename) and inserts the row; the baseline runs the same \`reencode\` and writes and one insert, with no validation, session or serialisation. Both are bound by the image work (sharp on the machine's cores), so the ratio is within run-to-run noise of 1. 10 connections; 3 alternating rounds of 5 s; medians.`,
  );
}
