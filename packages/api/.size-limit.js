// SDK size budgets (min+gzip, esbuild through size-limit), for a consumer that imports only
// createApiClient. The client loads its call layer (request, token refresh and every area's
// calls: src/createCalls.ts, a chunk of its own in dist) with the first call, so two figures:
// what a page carries before its first call, and everything once a call is made.
// Measured 2026-11-28 (README, "Size"): 8.61 kB and 11.96 kB (with the account, billing-quote,
// overview and paged-list calls); each limit is the figure plus about 4 %.
const callLayerChunk = './createCalls-*';

export default [
  {
    name: '@pt/api: createApiClient before the first call (stores, call names; the call layer left out), min+gzip',
    path: 'dist/index.js',
    import: '{ createApiClient }',
    gzip: true,
    limit: '9 kB',
    modifyEsbuildConfig: (config) => ({ ...config, external: [...(config.external ?? []), callLayerChunk] }),
  },
  {
    name: '@pt/api: createApiClient with the call layer it loads at the first call, min+gzip',
    path: 'dist/index.js',
    import: '{ createApiClient }',
    gzip: true,
    limit: '12.4 kB',
  },
  // The subpath entries (product §16): importing one formatter or one rule carries that one, not the
  // entry's list. A module that did work when it loaded (a format built at once, an object spread, a
  // template with a name in it at the top level) would stay in every bundle of its chunk and fail these.
  // Measured 2026-11-28: 116 B, 208 B, 47 B, 44 B.
  {
    name: '@pt/api/format: formatCurrency alone, min+gzip',
    path: 'dist/format.js',
    import: '{ formatCurrency }',
    gzip: true,
    limit: '150 B',
  },
  {
    name: '@pt/api/format: formatPercent alone, min+gzip',
    path: 'dist/format.js',
    import: '{ formatPercent }',
    gzip: true,
    limit: '250 B',
  },
  {
    name: '@pt/api/rules: isValidEmail alone (not the validators and their texts), min+gzip',
    path: 'dist/rules.js',
    import: '{ isValidEmail }',
    gzip: true,
    limit: '100 B',
  },
  {
    name: '@pt/api/rules: isTickerSymbol alone, min+gzip',
    path: 'dist/rules.js',
    import: '{ isTickerSymbol }',
    gzip: true,
    limit: '100 B',
  },
];
