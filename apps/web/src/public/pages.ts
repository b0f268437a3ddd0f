import type { ComponentType } from 'react';
import { loadOrReload } from '../lib/lazy';
import { PUBLIC_PAGES, type PublicPath } from './paths';

type PageModule = { default: ComponentType };

// One chunk per screen: a document loads its own screen's code only.
const modules = import.meta.glob<PageModule>('./*/*-page.tsx');
const loaded = new Map<PublicPath, ComponentType>();

/** Loads a screen's code (reloading the page once if it fails: spec §8). */
export async function loadPage(path: PublicPath): Promise<ComponentType> {
  const { folder } = PUBLIC_PAGES[path];
  const load = modules[`./${folder}/${folder}-page.tsx`];
  if (!load) throw new Error(`no page module for ${path}`);
  const page = (await loadOrReload(load)).default;
  loaded.set(path, page);
  return page;
}

/** A screen whose code has loaded. */
export function loadedPage(path: PublicPath): ComponentType {
  const page = loaded.get(path);
  if (!page) throw new Error(`${path} has not been loaded`);
  return page;
}
