// The API's module boundaries (docs/decisions/010-module-boundaries.md), checked by `npm run lint`.
// A domain module (src/modules/<domain>/) is used by others only through its index.ts; its repository is its own.
// Shared code (lib, db, integrations) sits below the domains and never imports them; no two domains need each other.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'private-repository',
      comment: "A module's repository is private: other modules ask its service, through its index.ts.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/repository', pathNot: '^src/modules/$1/' },
    },
    {
      name: 'public-surface',
      comment: 'Another module is reached through its index.ts only (its public surface).',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'public-surface-outside',
      comment: 'Code outside the modules (plugins, seed, the app) reaches a module through its index.ts only.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/modules/', '^src/app\\.ts$', '^src/jobs/registry\\.ts$'] },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'composition-roots',
      comment:
        "The app (src/app.ts, src/modules/index.ts) registers each module's routes and the job registry its jobs; " +
        'they reach nothing else of a module but its index.ts.',
      severity: 'error',
      from: { path: ['^src/app\\.ts$', '^src/jobs/registry\\.ts$', '^src/modules/index\\.ts$'] },
      to: { path: '^src/modules/[^/]+/', pathNot: '^src/modules/[^/]+/(index|routes|jobs?)\\.ts$' },
    },
    {
      name: 'shared-below-domains',
      comment: 'lib, db and integrations are shared by the domains and must not depend on any of them.',
      severity: 'error',
      from: { path: '^src/(lib|db|integrations)/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'no-module-cycle',
      comment: 'Domains depend on each other in one direction only.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/(modules/[^/]+|lib|db|integrations|jobs|plugins)$' },
      to: { circular: true },
    },
    {
      name: 'no-file-cycle',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    parser: 'swc',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.ts$|/test-kit\\.ts$|/test-fixtures\\.ts$' },
  },
};
