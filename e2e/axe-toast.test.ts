import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launch, newPage } from './browser';

/*
 * The axe check and a toast that runs out while axe runs (seen in CI: a status change's toast,
 * fading out, reported as text too faint). A toast on its way out is looked at again once gone;
 * a toast that stays faint is still reported.
 */
const page = (toast: string) => `<!doctype html><html lang="en"><head><title>t</title><style>
</style></head><body><main><h1>Call requests</h1>
<div class="Toastify"><div id="1" role="alert">${toast}</div></div></main></body></html>`;

describe('axe and toasts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('looks again once a fading toast has gone', async () => {
    const p = await newPage(browser);
    await p.setContent(page('<span>Ravi Kumar: Closed</span>'));
    expect(await axeViolations(p)).toEqual([]); // axe is in the page now
    // faint as it fades out, and gone once axe's first look is over (its 3 s ran out meanwhile)
    await p.evaluate(() => {
      const t = document.getElementById('1')!;
      t.style.color = '#ddd';
      const w = window as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } };
      const run = w.axe.run.bind(w.axe);
      w.axe.run = async (...a: unknown[]) => {
        const r = await run(...a);
        t.remove();
        return r;
      };
    });
    expect(await axeViolations(p)).toEqual([]);
    await p.context().close();
  });

  it('still reports a toast that stays faint', async () => {
    const p = await newPage(browser);
    await p.setContent(page('<span style="color:#ccc;background:#fff">Saved</span>'));
    expect(await axeViolations(p)).toEqual([expect.stringMatching(/^color-contrast/)]);
    await p.context().close();
  });
});
