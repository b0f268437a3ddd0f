import createCache, { type EmotionCache } from '@emotion/cache';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/*
 * Each render's styles go into a cache of its own, dropped after the test: with one cache for
 * a whole file, every test's styles stayed in the document and each getComputedStyle (every
 * role query, every visibility check) walked them all, so a file's later tests grew many times
 * slower than the same tests alone.
 * Apart from test-utils, which loads the app's routes: the setup file runs before every web test
 * file, and most of them never render the app.
 */
const caches: EmotionCache[] = [];

/** A style cache for one render, flushed by dropTestStyles after the test. */
export function testStyleCache(): EmotionCache {
  const cache = createCache({ key: 'test' });
  caches.push(cache);
  return cache;
}

/** Emotion's own cache, which a component rendered outside testStyleCache's provider writes to.
 * It lives as long as the worker (the files share one module cache of libraries), so its
 * styles are dropped after each test too, with its record of what it wrote. */
let defaultCache: EmotionCache | undefined;
function Probe() {
  defaultCache = useEmotionCache() ?? undefined;
  return null;
}
renderToStaticMarkup(createElement(Probe));

export function dropTestStyles(): void {
  for (const cache of caches.splice(0)) cache.sheet.flush();
  if (!defaultCache) return;
  defaultCache.sheet.flush();
  for (const name of Object.keys(defaultCache.inserted)) delete defaultCache.inserted[name];
}
