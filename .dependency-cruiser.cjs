// Architecture boundaries that `npm run lint` keeps (STYLE.md): no import cycles anywhere in src,
// web features never import each other, server features reach another feature only through its
// service, plugins and the database layer import no feature, and src never imports test code.
// `npm run lint:deps` runs it; src/server/boundaries.test.ts proves each rule fails on a fixture.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'An import cycle: modules that depend on each other cannot be understood, tested or loaded apart.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-features-apart',
      severity: 'error',
      comment:
        'A web feature imports another feature: move what they share to src/web/components, hooks or lib, or pass it in as a slot from a page.',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/([^/]+)/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'server-features-through-services',
      severity: 'error',
      comment: "A server feature reaches into another feature's routes, repository or internals: call its service instead.",
      from: { path: '^src/server/features/([^/]+)/' },
      to: { path: '^src/server/features/([^/]+)/', pathNot: ['^src/server/features/$1/', '^src/server/features/[^/]+/[^/]+\\.service\\.ts$'] },
    },
    {
      name: 'plugins-and-db-import-no-feature',
      severity: 'error',
      comment: 'Plugins and the database layer sit below the features: they receive what they need from the composition root (app.ts, deps.ts).',
      from: { path: '^src/server/(plugins|db)/' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'adapters-import-no-feature',
      severity: 'error',
      comment: 'Adapters talk to the outside world; features use them, not the other way round.',
      from: { path: '^src/server/adapters/' },
      to: { path: '^src/server/features/' },
    },
    {
      name: 'src-imports-no-tests',
      severity: 'error',
      comment: 'Test-only code lives in tests/ and is never shipped.',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^tests/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^dist/'] },
    // Type-only imports count: a cycle of types is still a cycle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
