// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chunkFilesFor, chunkKeyOf, cssFilesFor, type Manifest } from './chunkGraph';

// A build shaped like the app's: the entry with a shared chunk of its own, a route whose chunk
// Rollup merged with shared code (keyed by file, found through the module map), and a page.
const manifest: Manifest = {
  'src/entry-client.tsx': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'], dynamicImports: ['_Route-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_Route-1.js': { file: 'assets/Route-1.js', isDynamicEntry: true, imports: ['src/entry-client.tsx', '_kit-1.js'], dynamicImports: ['src/Page.tsx'] },
  '_kit-1.js': { file: 'assets/kit-1.js', imports: ['_react-1.js'] },
  'src/Page.tsx': { file: 'assets/Page-1.js', isDynamicEntry: true, imports: ['_kit-1.js', '_chart-1.js'] },
  '_chart-1.js': { file: 'assets/chart-1.js' },
};
const moduleChunks = { 'src/Route.tsx': 'assets/Route-1.js', 'src/Page.tsx': 'assets/Page-1.js' };

describe('chunkKeyOf', () => {
  it("finds a module's chunk by its own key or through the module map", () => {
    expect(chunkKeyOf(manifest, moduleChunks, 'src/Page.tsx')).toBe('src/Page.tsx');
    expect(chunkKeyOf(manifest, moduleChunks, 'src/Route.tsx')).toBe('_Route-1.js');
    expect(chunkKeyOf(manifest, moduleChunks, 'src/Gone.tsx')).toBeNull();
  });
});

describe('chunkFilesFor', () => {
  it("lists each module's chunk and its static imports once, without the entry's graph", () => {
    expect(chunkFilesFor(manifest, moduleChunks, ['src/Route.tsx', 'src/Page.tsx'])).toEqual([
      'assets/Route-1.js', 'assets/kit-1.js', 'assets/Page-1.js', 'assets/chart-1.js',
    ]);
  });
  it('refuses a module that is in no chunk, so a renamed page cannot drop out of its shell unnoticed', () => {
    expect(() => chunkFilesFor(manifest, moduleChunks, ['src/Gone.tsx'])).toThrow('src/Gone.tsx is in no chunk of the build');
  });
});

describe('cssFilesFor', () => {
  // The same graph with a stylesheet per chunk (cssCodeSplit): the entry's, a shared kit chunk's,
  // the route's and the page's.
  const styled: Manifest = {
    ...manifest,
    'src/entry-client.tsx': { ...manifest['src/entry-client.tsx']!, css: ['assets/index-1.css'] },
    '_kit-1.js': { ...manifest['_kit-1.js']!, css: ['assets/kit-1.css'] },
    '_Route-1.js': { ...manifest['_Route-1.js']!, css: ['assets/Route-1.css'] },
    'src/Page.tsx': { ...manifest['src/Page.tsx']!, css: ['assets/Page-1.css'] },
  };
  it("lists each module's stylesheets after those of the chunks it imports, once, without the entry's", () => {
    expect(cssFilesFor(styled, moduleChunks, ['src/Route.tsx', 'src/Page.tsx'])).toEqual([
      'assets/kit-1.css', 'assets/Route-1.css', 'assets/Page-1.css',
    ]);
  });
  it('gives nothing for a module whose chunks have no styles of their own', () => {
    expect(cssFilesFor(manifest, moduleChunks, ['src/Page.tsx'])).toEqual([]);
  });
  it('refuses a module that is in no chunk', () => {
    expect(() => cssFilesFor(styled, moduleChunks, ['src/Gone.tsx'])).toThrow('src/Gone.tsx is in no chunk of the build');
  });
});
