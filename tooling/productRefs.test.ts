import { describe, expect, it } from 'vitest';
import { findProductRefs, isScannedPath, productSections, unresolvedProductRefs } from './productRefs.mjs';

// Built from parts, so the check that scans this file does not read the fixtures as citations.
const cite = (rest: string): string => `product §${rest}`;

describe('findProductRefs', () => {
  it('finds a section and a subsection with their lines', () => {
    const text = `// first line\n// The landing page (${cite('2')}).\n/** Holding period (${cite('12.2')}). */`;
    expect(findProductRefs(text)).toEqual([
      { section: '2', line: 2 },
      { section: '12.2', line: 3 },
    ]);
  });

  it('reads every section of a list: commas, "and", "or"', () => {
    expect(findProductRefs(`(${cite('2, §4, §5, §8')})`).map((r) => r.section)).toEqual(['2', '4', '5', '8']);
    expect(findProductRefs(`${cite('3 and §9')}: keys`).map((r) => r.section)).toEqual(['3', '9']);
    expect(findProductRefs(`${cite('2, §9 and §12.4')}`).map((r) => r.section)).toEqual(['2', '9', '12.4']);
    expect(findProductRefs(`${cite('4 or §5')}`).map((r) => r.section)).toEqual(['4', '5']);
  });

  it('gives a list wrapped onto the next line the line of each section', () => {
    expect(findProductRefs(`as in (${cite('2,')}\n§4) here`)).toEqual([
      { section: '2', line: 1 },
      { section: '4', line: 2 },
    ]);
  });

  it('ends a number at its last digit: a full stop, a possessive or a quote is not part of it', () => {
    expect(findProductRefs(`${cite('2.')} ${cite("9's")} ${cite('8 "Sign-in"')} ${cite('10.3)')}`).map((r) => r.section))
      .toEqual(['2', '9', '8', '10.3']);
  });

  it('ignores a section sign without "product" and a list that does not follow a citation', () => {
    expect(findProductRefs('see §4 of the contract, and §5')).toEqual([]);
    expect(findProductRefs(`${cite('2')}: the header. §7 of the law`).map((r) => r.section)).toEqual(['2']);
  });
});

describe('productSections', () => {
  it('numbers sections and subsections, with or without a dot, outside fenced code', () => {
    const doc = [
      '# Portfolio Tracker: how the product behaves',
      '## 1. What the product is',
      '### 1.2 Who uses it',
      '## 10 The workspace',
      '#### 10.4.1 Deep',
      '```md',
      '## 99. Not a heading',
      '```',
      '## Appendix',
    ].join('\n');
    expect([...productSections(doc)].sort()).toEqual(['1', '1.2', '10', '10.4.1']);
  });
});

describe('unresolvedProductRefs', () => {
  it('names the file, line and section of every citation without a heading', () => {
    const sections = new Set(['2', '2.3', '9']);
    const files = [
      { path: 'a.ts', text: `// ${cite('2.3')} and ${cite('2')}` },
      { path: 'b.md', text: `intro\n(${cite('9, §11')})\n${cite('2.4')}` },
    ];
    expect(unresolvedProductRefs(files, sections)).toEqual([
      { path: 'b.md', line: 2, section: '11' },
      { path: 'b.md', line: 3, section: '2.4' },
    ]);
  });
});

describe('isScannedPath', () => {
  it('reads source and markdown, never node_modules or a changelog', () => {
    expect(['README.md', 'packages/api/src/x.ts', 'apps/web/src/A.tsx', 'scripts/a.mjs', 'apps/api/src/db/migrations/001.sql']
      .every(isScannedPath)).toBe(true);
    expect(['packages/api/CHANGELOG.md', 'node_modules/x/README.md', 'pnpm-lock.yaml.png', 'public/logo.svg', 'package.json']
      .some(isScannedPath)).toBe(false);
  });
});
