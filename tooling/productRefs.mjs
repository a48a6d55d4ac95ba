// Citations of docs/product.md (`product §2`, `product §10.3`, lists such as `product §2, §4` or
// `product §3 and §9`) and the sections the document has. Pure functions over text: the check
// (scripts/checkProductRefs.mjs) reads the files, these decide. Plain JavaScript, so the check runs
// on Node 20 without a loader or a dependency; types in productRefs.d.mts, tests in
// productRefs.test.ts (run by the api vitest project).

const NUMBER = String.raw`\d+(?:\.\d+)*`;
// `product §N`, then any `, §M`, `, and §M`, ` and §M` or ` or §M` that continue the list.
const CITATION = new RegExp(
  String.raw`product §(${NUMBER})((?:(?:\s*,\s*(?:and\s+)?|\s+(?:and|or)\s+)§${NUMBER})*)`,
  'g',
);
const LISTED = new RegExp(String.raw`§(${NUMBER})`, 'g');
// `## 2. Screens and routes`, `### 2.3 Landing page` (the number, then a dot or a space).
const HEADING = new RegExp(String.raw`^#{1,6}\s+(${NUMBER})\.?(?:\s|$)`);
const FENCE = /^\s*(```|~~~)/;

const SCANNED_EXTENSIONS = [
  '.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs',
  '.md', '.mdx', '.css', '.html', '.sql', '.sh', '.yaml', '.yml',
];

/** Whether the check reads this repository path: source and markdown, never node_modules or a CHANGELOG.md. */
export function isScannedPath(path) {
  const parts = path.split('/');
  if (parts.includes('node_modules')) return false;
  if (parts[parts.length - 1] === 'CHANGELOG.md') return false;
  return SCANNED_EXTENSIONS.some((ext) => path.endsWith(ext));
}

/** Every section a text cites, with its 1-based line (a list's later sections on their own lines). */
export function findProductRefs(text) {
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const lineAt = (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const refs = [];
  for (const match of text.matchAll(CITATION)) {
    refs.push({ section: match[1], line: lineAt(match.index) });
    const listStart = match.index + match[0].length - match[2].length;
    for (const listed of match[2].matchAll(LISTED)) {
      refs.push({ section: listed[1], line: lineAt(listStart + listed.index) });
    }
  }
  return refs;
}

/** The numbers of the document's numbered headings ('2', '2.3'), outside fenced code. */
export function productSections(markdown) {
  const sections = new Set();
  let fenced = false;
  for (const line of markdown.split(/\r?\n/)) {
    if (FENCE.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (fenced) continue;
    const heading = HEADING.exec(line);
    if (heading) sections.add(heading[1]);
  }
  return sections;
}

/** The citations in `files` whose section has no heading, in file and line order. */
export function unresolvedProductRefs(files, sections) {
  const unresolved = [];
  for (const { path, text } of files) {
    for (const ref of findProductRefs(text)) {
      if (!sections.has(ref.section)) unresolved.push({ path, line: ref.line, section: ref.section });
    }
  }
  return unresolved;
}
