import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { Role } from '@studydesk/contract';
import { renderRoutes, signIn } from '../test/test-utils';

/** Test helper: one screen at `path` (opened at `url`, which may carry a query), signed in. */
export function renderPage(ui: ReactNode, path: string, url = path, role: Role = 'admin') {
  signIn({ userType: role });
  const view = renderRoutes(url, [{ path, element: ui }]);
  return { ...view, user: fastUser() };
}

/**
 * Test helper: user-event for big forms of MUI inputs, without the per-event style checks
 * (jsdom computes styles by walking every rule, slower with each test's styles) or the
 * keystroke delays.
 */
export const fastUser = () =>
  userEvent.setup({
    applyAccept: false,
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
  });

/** Test helper: a picked file (an image unless `type` says otherwise) of `bytes` bytes. */
export function pickedFile(name = 'flag.png', bytes = 128, type = 'image/png'): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

/** jsdom has no object URLs; a picked image's preview gets this one. */
export const PREVIEW_URL = 'blob:preview';
export function stubObjectUrls(): void {
  Object.defineProperty(URL, 'createObjectURL', {
    value: () => PREVIEW_URL,
    configurable: true,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true });
}

/** The entries of a multipart call as [name, text or "file:<type>"] pairs, in order. */
export function formEntries(form: [string, FormDataEntryValue][] | undefined): string[][] {
  return (form ?? []).map(([key, value]) => [
    key,
    typeof value === 'string' ? value : `file:${value.type || 'blob'}`,
  ]);
}

/**
 * Test helper: opens a row's "⋮" menu ("More actions for <row>") and picks `item` in it (where
 * Delete lives: no trash icon on every row).
 */
export async function chooseRowAction(
  user: UserEvent,
  row: string,
  item: string | RegExp,
): Promise<void> {
  const name = `More actions for ${row}`;
  await user.click(await screen.findByRole('menuitem', { name }));
  const menu = await screen.findByRole('menu', { name });
  await user.click(within(menu).getByRole('menuitem', { name: item }));
}
