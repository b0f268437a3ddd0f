import type { Locator, Page } from 'playwright-core';

/**
 * Opens a row's "⋮" menu ("More actions for <row>", where Delete lives: no trash icon on every
 * row) and gives the open menu, to pick from.
 */
export async function openRowMenu(page: Page, row: string): Promise<Locator> {
  const name = `More actions for ${row}`;
  await page.getByRole('menuitem', { name, exact: true }).click();
  const menu = page.getByRole('menu', { name, exact: true });
  await menu.waitFor();
  return menu;
}

/** Opens the row's "⋮" menu and picks `item` (e.g. "Delete Canada"). */
export async function chooseRowAction(page: Page, row: string, item: string): Promise<void> {
  const menu = await openRowMenu(page, row);
  await menu.getByRole('menuitem', { name: item, exact: true }).click();
}
