import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { tokenOf } from './desk-steps';

/**
 * Logs enquiries with long names and courses through the API as the signed-in staff user, and
 * moves each one on from "new" (so every row has had its first contact and waits for nothing).
 */
export async function seedContacted(page: Page, tag: string, count: number): Promise<void> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  for (let i = 0; i < count; i++) {
    const made = await page.request.post('/api/enquiries', {
      headers,
      data: {
        source: 'phone',
        fName: `Alexandrina${i}`,
        lName: `${tag} Venkataraghavan-Iyer`,
        mobile: `+91 90001 ${String(20000 + i).slice(-5)}`,
        category: 'Other',
        course: 'MSc Data Science and Artificial Intelligence',
        country: 'United Kingdom',
      },
    });
    expect(made.status()).toBe(201);
    const { _id: id } = (await made.json()) as { _id: string };
    const moved = await page.request.put(`/api/enquiries/status/${id}`, {
      headers,
      data: { status: 'pending' },
    });
    expect(moved.status()).toBe(200);
  }
}

/** The box of the element a locator names, for comparing where things sit. */
export type Box = { x: number; y: number; width: number; height: number };

/** Whether every box shares one line: each one's vertical middle lies within all the others. */
export const oneLine = (boxes: Box[]): boolean =>
  boxes.every((a) =>
    boxes.every((b) => {
      const middle = a.y + a.height / 2;
      return middle > b.y && middle < b.y + b.height;
    }),
  );

/**
 * The grid's cells whose text is cut (wider than the cell shows) while another column of the
 * same grid has room to spare in every row and in its header (more than 12 px free).
 */
export function truncatedBesideSlack(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cells = Array.from(document.querySelectorAll<HTMLElement>('[role="gridcell"]'));
    const fieldOf = (el: HTMLElement) => el.dataset.field ?? '?';
    const cut = (el: HTMLElement) =>
      [el, ...Array.from(el.querySelectorAll<HTMLElement>('*'))].some(
        (e) => e.clientWidth > 0 && e.scrollWidth > e.clientWidth,
      );
    const free = (cell: HTMLElement) => {
      const style = getComputedStyle(cell);
      const inner =
        cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const used = Array.from(cell.children).reduce(
        (sum, child) => sum + child.getBoundingClientRect().width,
        0,
      );
      return inner - used;
    };
    // a header holds its column's width too: its title and its sort button
    const headerFree = (header: HTMLElement) => {
      const style = getComputedStyle(header);
      const title = header.querySelector<HTMLElement>('.MuiDataGrid-columnHeaderTitle');
      const icon = header.querySelector<HTMLElement>('.MuiDataGrid-iconButtonContainer');
      const used = (title?.scrollWidth ?? 0) + (icon?.getBoundingClientRect().width ?? 0);
      return (
        header.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - used
      );
    };
    const slack = new Map<string, number>();
    const least = (field: string, px: number) =>
      slack.set(field, Math.min(slack.get(field) ?? Infinity, px));
    for (const cell of cells) least(fieldOf(cell), free(cell));
    const headers = document.querySelectorAll<HTMLElement>('[role="columnheader"][data-field]');
    for (const h of Array.from(headers)) least(fieldOf(h), headerFree(h));
    const roomy = [...slack].filter(([, px]) => px > 12);
    return cells
      .filter(cut)
      .flatMap((cell) =>
        roomy
          .filter(([field]) => field !== fieldOf(cell))
          .map(
            ([field, px]) =>
              `${fieldOf(cell)} “${cell.textContent}” cut while ${field} has ${Math.round(px)} px`,
          ),
      );
  });
}
