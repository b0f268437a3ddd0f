/** The part of Vite's `.vite/manifest.json` the prerender step and the budget check read. */
export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>;

/**
 * The JS files that run before `keys` can: their chunks and everything those import
 * statically (Vite preloads those with the chunk), each once, sorted. Lazy imports are left out.
 */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files].sort();
}

/**
 * The JS files `keys` may load later, through a lazy import somewhere below them. An entry they
 * import is not followed into its own lazy imports (the app's other pages).
 */
export function lazyClosure(manifest: Manifest, keys: string[]): string[] {
  const now = new Set(staticClosure(manifest, keys));
  const later = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!now.has(chunk.file)) later.add(chunk.file);
    const lazy = chunk.isEntry ? [] : (chunk.dynamicImports ?? []);
    [...(chunk.imports ?? []), ...lazy].forEach(visit);
  };
  keys.forEach(visit);
  return [...later].sort();
}
