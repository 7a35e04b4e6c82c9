import { createHash } from 'node:crypto';

/** One entry of Vite's build manifest (`dist/.vite/manifest.json`), as far as the precache reads it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface PrecacheInput {
  manifest: BuildManifest;
  /** Manifest keys whose code the shell needs: the entry and the routes an installed app opens on. */
  entries: readonly string[];
  /** Files of the public folder, by their path on the site, with their content. */
  publicFiles: readonly { url: string; content: Buffer | string }[];
}

export interface PrecacheList {
  revision: string;
  urls: string[];
}

/**
 * The files a page of these entries loads before it can run (each entry's JS with every static
 * import — a dynamic import is a dialog or a route loaded later — and their stylesheets and assets),
 * plus the public files. The revision is a hash of every precached file's name and content, so it
 * changes exactly when a deploy changes one of them: hashed build files by their name, public
 * files by their content.
 */
export function buildPrecacheList(input: PrecacheInput): PrecacheList {
  const built = new Set<string>();
  const visited = new Set<string>();
  const visit = (key: string) => {
    if (visited.has(key)) return;
    visited.add(key);
    const chunk = input.manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    built.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) built.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of input.entries) visit(entry);

  const builtUrls = [...built].map((file) => `/${file}`);
  const publicUrls = input.publicFiles.map((file) => file.url);
  const urls = [...new Set([...builtUrls, ...publicUrls])].sort();
  const hash = createHash('sha256');
  for (const url of builtUrls.sort()) hash.update(`${url}\n`);
  for (const file of [...input.publicFiles].sort((a, b) => a.url.localeCompare(b.url)))
    hash.update(`${file.url}\n`).update(createHash('sha256').update(file.content).digest('hex'));
  return { revision: hash.digest('hex').slice(0, 16), urls };
}
