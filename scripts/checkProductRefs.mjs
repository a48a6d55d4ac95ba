// Fails when code, tests or docs cite a section of docs/product.md that has no heading there
// (`product §N` or `product §N.M`, also in lists such as `product §2, §4`). Reads the files git
// tracks (source and markdown; never node_modules or a CHANGELOG.md). Part of `npm run lint`.
//   node scripts/checkProductRefs.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isScannedPath, productSections, unresolvedProductRefs, findProductRefs } from '../tooling/productRefs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const PRODUCT_DOC = 'docs/product.md';

function trackedFiles() {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter(Boolean);
  } catch (error) {
    console.error(`checkProductRefs: cannot list the tracked files (git ls-files): ${error.message}`);
    process.exit(2);
  }
}

function readIfPresent(path) {
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') return null; // tracked but deleted in the work tree
    throw error;
  }
}

const doc = readIfPresent(PRODUCT_DOC);
if (doc === null) {
  console.error(`checkProductRefs: ${PRODUCT_DOC} is missing`);
  process.exit(1);
}
const sections = productSections(doc);

const files = [];
for (const path of trackedFiles().filter(isScannedPath)) {
  const text = readIfPresent(path);
  if (text !== null && text.includes('§')) files.push({ path, text });
}

const unresolved = unresolvedProductRefs(files, sections);
if (unresolved.length > 0) {
  for (const { path, line, section } of unresolved) {
    console.error(`${path}:${line}: product §${section} has no heading in ${PRODUCT_DOC}`);
  }
  console.error(`checkProductRefs: ${unresolved.length} citation(s) point to no section of ${PRODUCT_DOC}`);
  process.exit(1);
}
const count = files.reduce((sum, file) => sum + findProductRefs(file.text).length, 0);
console.log(`checkProductRefs: ${count} citations of ${PRODUCT_DOC} in ${files.length} files resolve`);
