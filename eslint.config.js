import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/**
 * The kit's boundaries (packages/ui/README.md, "Architecture"). A component takes values and
 * callbacks, so it never imports the hooks or swr, and only types from the SDK. The primitives
 * and the internals under private/ never import an area; an area's widgets are built from
 * primitives and internals, never from another area's widgets. Stories, tests and story fixtures
 * may compose anything.
 */
function kitBoundaries() {
  const areas = ['site', 'account', 'billing', 'affiliate', 'admin', 'workspace'];
  const kit = 'packages/ui/src';
  const ignores = ['**/*.stories.tsx', '**/*.test.{ts,tsx}', '**/storyFixtures.ts', '**/*.story.ts', '**/phoneStory.ts'];
  const paths = [{ name: 'swr', message: 'The kit never fetches.' }];
  const patterns = [
    { group: ['@pt/react', '@pt/react/*'], message: 'The kit never imports hooks: take the derived value as a prop.' },
    { group: ['@pt/api', '@pt/api/*'], allowTypeImports: true, message: 'The kit imports only types from the SDK: take the formatted value or a format object as a prop.' },
  ];
  const noArea = (except) => areas.filter((a) => a !== except).map((a) => ({
    group: [`../${a}`, `../${a}/*`, `../../${a}`, `../../${a}/*`, `../../../${a}/*`],
    message: except
      ? `An area's widgets are built from primitives and private/ internals, never from another area (${a}).`
      : `Primitives and private/ internals never import an area (${a}).`,
  }));
  const rule = (extra) => ['error', { paths, patterns: [...patterns, ...extra] }];
  return [
    { files: [`${kit}/*.ts`], ignores, rules: { 'no-restricted-imports': rule([]) } },
    { files: [`${kit}/{primitives,private,theme}/**/*.{ts,tsx}`], ignores, rules: { 'no-restricted-imports': rule(noArea(null)) } },
    ...areas.map((area) => ({ files: [`${kit}/${area}/**/*.{ts,tsx}`], ignores, rules: { 'no-restricted-imports': rule(noArea(area)) } })),
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**', '**/dist-e2e/**', '**/dist-stock/**', '**/.ssr-build/**', '**/.tools/**', '**/node_modules/**', '**/storybook-static/**', '**/.data/**',
      '**/test-results/**', '**/playwright-report/**', '**/.verdaccio/**', '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Hooks live in *.ts files as much as in components: every one is checked.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrollable region must be focusable to be scrolled by keyboard (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // `role` is also a prop of our components (a user's role), not only an ARIA attribute.
      'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }],
    },
  },
  // The layers' direction (issue 29 item 6; README "What is where"): a wrong-way import is an error.
  {
    // The SDK is framework-free: no React, no data-fetching or routing library, no sibling package.
    files: ['packages/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ['react', 'react-dom', 'swr', 'react-router-dom', '@headlessui/react'].map((name) => ({ name, message: '@pt/api is framework-free.' })),
        patterns: [{ group: ['@pt/react', '@pt/react/*', '@pt/ui', '@pt/ui/*'], message: '@pt/api depends on no other package of ours.' }],
      }],
    },
  },
  {
    // Hooks know nothing of styles.
    files: ['packages/react/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['@pt/ui', '@pt/ui/*'], message: 'Hooks never import the kit: components take what hooks derive as props.' },
          { group: ['@vanilla-extract/*', '*.css', '*.css.ts'], message: 'Hooks have no styles.' },
        ],
      }],
    },
  },
  // The kit never fetches, and its rooms keep their doors (packages/ui/README.md, "Architecture").
  ...kitBoundaries(),
  {
    // The reference server may use the SDK's types and pure rules, never its client, hooks or kit.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{
          name: '@pt/api',
          importNames: ['createApiClient', 'createSessionStore', 'createAffiliateSessionStore', 'createConsentStore', 'createPaymentCalls'],
          message: 'The server imports the SDK\'s rules, never its client.',
        }],
        patterns: [
          { group: ['@pt/api/internal'], message: 'The server imports the SDK\'s rules, never its client.' },
          { group: ['@pt/react', '@pt/react/*', '@pt/ui', '@pt/ui/*', 'react', 'react-dom'], message: 'The server has no React.' },
        ],
      }],
    },
  },
  {
    // Routes and rules call the query layer; SQL text is written only under src/db (product §16.4).
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/db/**'],
    rules: {
      'no-restricted-syntax': ['error', ...['Literal.arguments[value', 'TemplateLiteral.arguments[quasis.0.value.raw'].map((node) => ({
        selector: `CallExpression > ${node}=/^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP|LOCK|BEGIN|COMMIT)\\b/]`,
        message: 'SQL lives in apps/api/src/db/queries/<area>.ts (product §16.4): call a query from there.',
      }))],
    },
  },
  {
    // Pages wire; they never style (the kit's layout primitives place things).
    files: ['apps/web/src/features/**/*.{ts,tsx}', 'apps/web/src/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@vanilla-extract/*', '*.css', '*.css.ts'], message: 'Pages never style: use the kit\'s Stack, Inline, Columns and Box.' }],
      }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/e2e/**', '**/*.stories.tsx'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
