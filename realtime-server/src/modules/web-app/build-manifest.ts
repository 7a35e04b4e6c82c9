/** One entry of Vite's build manifest (`web/dist/.vite/manifest.json`). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The files a page loads for these manifest entries before anything else can run: their JS chunks
 * with every static import (dynamic imports come later), and the stylesheets those chunks bring.
 * Entries missing from the manifest are skipped. Used by the server's modulepreload hints and by
 * the web budget check (scripts/check-web-budget.ts), so both count the same files.
 */
export function staticClosure(manifest: BuildManifest, keys: readonly string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js, css };
}
