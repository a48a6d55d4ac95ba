// The build's chunk graph as Vite's manifest and the build's module-to-chunk map
// (vite.config.ts, writeModuleChunks) describe it: which chunk holds a module, and what a chunk
// loads with it. Read by the prerender (the shells' modulepreloads) and the budget check.

export interface ManifestChunk { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
export type Manifest = Record<string, ManifestChunk>;
/** Module path (from the app's root, as the manifest keys it) -> the chunk file that holds it. */
export type ModuleChunks = Record<string, string>;

/** A chunk's manifest key and the keys of every chunk it imports statically, directly or not (added to `seen`). */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/**
 * The manifest key of the chunk holding a module. The module is a key itself when its chunk is a
 * plain facade for it; when Rollup merged it with shared code, the build's module map names the
 * chunk's file. Null when no chunk holds it.
 */
export function chunkKeyOf(manifest: Manifest, moduleChunks: ModuleChunks, module: string): string | null {
  if (manifest[module]) return module;
  const file = moduleChunks[module];
  if (!file) return null;
  return Object.keys(manifest).find((key) => manifest[key]!.file === file) ?? null;
}

/** The entry chunk's key. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('no entry chunk in the manifest');
  return key;
}

/**
 * The files a page that renders `modules` loads besides the entry's own graph: each module's
 * chunk with its static imports, in the order they are found, without the entry graph (the entry
 * script brings it, with Vite's modulepreloads). Throws on a module that is in no chunk, so a
 * renamed module cannot silently drop out of a shell.
 */
export function chunkFilesFor(manifest: Manifest, moduleChunks: ModuleChunks, modules: readonly string[]): string[] {
  const entryGraph = staticClosure(manifest, entryKey(manifest));
  const keys = new Set<string>();
  for (const module of modules) {
    const key = chunkKeyOf(manifest, moduleChunks, module);
    if (!key) throw new Error(`${module} is in no chunk of the build`);
    staticClosure(manifest, key, keys);
  }
  return [...keys].filter((key) => !entryGraph.has(key)).map((key) => manifest[key]!.file);
}

/**
 * The stylesheets of a chunk and of every chunk it imports statically, dependencies first (the
 * order in which Vite links them, so that a component's rules come after those it composes),
 * added to `out`. With `cssCodeSplit` each chunk that holds styled modules has a file of its own.
 */
export function cssClosure(manifest: Manifest, key: string, out = new Set<string>(), seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return out;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the manifest`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) cssClosure(manifest, dep, out, seen);
  for (const file of chunk.css ?? []) out.add(file);
  return out;
}

/**
 * The stylesheets a page that renders `modules` needs beside the entry's: each module's chunk
 * with its static imports, dependencies first, without those of the entry's graph (its HTML links
 * or inlines them already). Throws on a module that is in no chunk, like chunkFilesFor.
 */
export function cssFilesFor(manifest: Manifest, moduleChunks: ModuleChunks, modules: readonly string[]): string[] {
  const entryCss = cssClosure(manifest, entryKey(manifest));
  const files = new Set<string>();
  const seen = new Set<string>();
  for (const module of modules) {
    const key = chunkKeyOf(manifest, moduleChunks, module);
    if (!key) throw new Error(`${module} is in no chunk of the build`);
    cssClosure(manifest, key, files, seen);
  }
  return [...files].filter((file) => !entryCss.has(file));
}
