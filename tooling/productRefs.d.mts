// Types of productRefs.mjs (plain JavaScript so that Node 20 runs the check without a loader).

export interface ProductRef {
  /** The cited section: '2', '10.3'. */
  section: string;
  /** 1-based line of the citation in its text. */
  line: number;
}

export interface UnresolvedProductRef extends ProductRef {
  path: string;
}

export function isScannedPath(path: string): boolean;
export function findProductRefs(text: string): ProductRef[];
export function productSections(markdown: string): Set<string>;
export function unresolvedProductRefs(
  files: Iterable<{ path: string; text: string }>,
  sections: ReadonlySet<string>,
): UnresolvedProductRef[];
