import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

/**
 * The layers of docs/architecture.md. Tests are held to rules of their own (frontendTestPolicies)
 * and the two entry files to none; everything else under frontend/src and functions/src belongs
 * to exactly one element (boundaries/no-unknown-files).
 */
const unlayeredFiles = [
  // The entry points: main.tsx mounts app/, vite-env.d.ts declares Vite's types.
  'frontend/src/main.tsx',
  'frontend/src/vite-env.d.ts',
  '**/*.test.ts',
  '**/*.test.tsx',
];

const frontendElements = [
  // Shared code: no feature, no route, no app.
  {
    type: 'fe-shared',
    pattern: [
      'frontend/src/components',
      'frontend/src/lib',
      'frontend/src/hooks',
      'frontend/src/config',
      'frontend/src/locales',
    ],
    partialMatch: false,
  },
  // One element per feature, named by its folder: a feature may import only itself and shared code.
  { type: 'fe-feature', pattern: 'frontend/src/features/*', capture: ['feature'], partialMatch: false },
  // Where features meet: the app shell and the file-based routes with their -components/ helpers.
  {
    type: 'fe-app',
    pattern: ['frontend/src/app', 'frontend/src/routes'],
    partialMatch: false,
  },
];

/**
 * The frontend's tests and their helpers. A test beside its code imports what that code may, plus
 * the helpers in frontend/test (render, fetch fakes, fixtures), which import no feature or route:
 * so a feature's test never reaches a route or another feature. Pages as the routes compose them
 * are tested in frontend/test/routes/, with the kits that render them, which may import anything.
 * app/ and routes/ are told apart here, since the helpers may build the app's query client but not
 * a route.
 */
const frontendTestElements = [
  { type: 'fe-test-routes', pattern: 'frontend/test/routes', partialMatch: false },
  { type: 'fe-test', pattern: 'frontend/test', partialMatch: false },
  ...frontendElements.filter((element) => element.type !== 'fe-app'),
  { type: 'fe-app', pattern: 'frontend/src/app', partialMatch: false },
  { type: 'fe-routes', pattern: 'frontend/src/routes', partialMatch: false },
];

const functionsElements = [
  // Lambda entries: one element per endpoint group (a group imports no other group), then what
  // the groups share (registry.ts, group-handler.ts) and the signing-key rotation.
  { type: 'fn-group', pattern: 'functions/src/groups/*', capture: ['group'], partialMatch: false },
  { type: 'fn-handler', pattern: ['functions/src/groups', 'functions/src/rotation'], partialMatch: false },
  // The request plumbing the groups run through (middy chain, replies, cursors) and the request
  // model (Caller, UploadedFile), whose types the services are handed.
  { type: 'fn-http', pattern: 'functions/src/http', partialMatch: false },
  { type: 'fn-service', pattern: 'functions/src/services', partialMatch: false },
  // The AWS adapters: the only code that imports the AWS SDK (decision 037). Each puts one
  // service's operations in our own words and types and knows no entity, key or request. Listed
  // before fn-data, whose folder holds them.
  { type: 'fn-aws', pattern: 'functions/src/data/aws', partialMatch: false },
  // Persistence and queues: the table, its repositories, the buckets, job dispatch.
  {
    type: 'fn-data',
    pattern: ['functions/src/data', 'functions/src/storage', 'functions/src/jobs'],
    partialMatch: false,
  },
  // Pure domain and rendering libraries: no table, no request.
  {
    type: 'fn-lib',
    pattern: [
      'functions/src/assessment',
      'functions/src/catalog',
      'functions/src/compliance',
      'functions/src/epr',
      'functions/src/guidelines',
      'functions/src/images',
      'functions/src/import',
      'functions/src/mail',
      'functions/src/pdf',
      'functions/src/reports',
    ],
    partialMatch: false,
  },
  // Cryptography and the signing keys, which it reads from Secrets Manager through an adapter.
  { type: 'fn-security', pattern: 'functions/src/security', partialMatch: false },
  // What everything may use: configuration, errors, logging, metrics and traces.
  {
    type: 'fn-platform',
    pattern: [
      'functions/src/config',
      'functions/src/errors',
      'functions/src/logging',
      'functions/src/observability',
    ],
    partialMatch: false,
  },
];

const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

const frontendTestPolicies = [
  allow('fe-shared', ['fe-shared', 'fe-test']),
  {
    from: { element: { type: 'fe-feature' } },
    allow: [
      { to: { element: { types: { anyOf: ['fe-shared', 'fe-test'] } } } },
      { to: { element: { type: 'fe-feature', captured: { feature: '{{ from.captured.feature }}' } } } },
    ],
  },
  allow('fe-app', ['fe-app', 'fe-routes', 'fe-feature', 'fe-shared', 'fe-test']),
  allow('fe-routes', ['fe-app', 'fe-routes', 'fe-feature', 'fe-shared', 'fe-test']),
  allow('fe-test', ['fe-test', 'fe-shared', 'fe-app']),
  allow('fe-test-routes', ['fe-test-routes', 'fe-test', 'fe-shared', 'fe-feature', 'fe-app', 'fe-routes']),
];

// What the Lambda handler and every group may import besides groups/ (a group: only its own).
const belowGroups = [
  'fn-handler',
  'fn-http',
  'fn-service',
  'fn-data',
  'fn-lib',
  'fn-security',
  'fn-aws',
  'fn-platform',
];

const layerPolicies = [
  // Frontend: shared ← features ← app/routes; a feature imports no other feature.
  allow('fe-shared', ['fe-shared']),
  {
    from: { element: { type: 'fe-feature' } },
    allow: [
      { to: { element: { type: 'fe-shared' } } },
      { to: { element: { type: 'fe-feature', captured: { feature: '{{ from.captured.feature }}' } } } },
    ],
  },
  allow('fe-app', ['fe-app', 'fe-feature', 'fe-shared']),
  // Functions: handler → (http, services) → data → (lib, security → aws) → platform; nothing
  // imports upward, and the pure libraries call no adapter.
  allow('fn-handler', ['fn-group', ...belowGroups]),
  {
    from: { element: { type: 'fn-group' } },
    allow: [
      { to: { element: { type: 'fn-group', captured: { group: '{{ from.captured.group }}' } } } },
      {
        to: {
          element: {
            types: { anyOf: belowGroups },
          },
        },
      },
    ],
  },
  allow('fn-http', ['fn-http', 'fn-data', 'fn-lib', 'fn-security', 'fn-platform']),
  allow('fn-service', ['fn-service', 'fn-data', 'fn-lib', 'fn-security', 'fn-aws', 'fn-platform']),
  // A service is handed the caller and the uploaded file, so it may name their types; it may
  // not run anything of http/ (create-group-handler gets its authenticator from groups/).
  {
    from: { element: { type: 'fn-service' } },
    allow: { to: { element: { type: 'fn-http' } }, dependency: { kind: 'type' } },
  },
  allow('fn-data', ['fn-data', 'fn-lib', 'fn-security', 'fn-aws', 'fn-platform']),
  allow('fn-lib', ['fn-lib', 'fn-platform']),
  allow('fn-security', ['fn-security', 'fn-aws', 'fn-platform']),
  allow('fn-aws', ['fn-aws', 'fn-platform']),
  allow('fn-platform', ['fn-platform']),
];

/**
 * The layering of a set of files: which element each file is, which may import which, and
 * (no-unknown-files) every file belongs to one, so no import leaves the known layers unnoticed.
 */
const layered = ({ files, ignores, elements, policies, where }) => ({
  files,
  ignores,
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'boundaries/legacy-templates': false,
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message: `${where}: {{ from.type }} may not import {{ to.type }} ({{ to.path }})`,
        policies,
      },
    ],
    'boundaries/no-unknown-files': 'error',
  },
});

/**
 * Decision 037: only functions/src/data talks to AWS. The AWS SDK is imported in data/aws/ (the
 * adapters, one per service, and the clients) and in data/table.ts (which alone sends DynamoDB
 * commands); nothing outside data/ imports data/table either. Services and handlers also never
 * see a key: data/keys stays out of them.
 */
const awsSdkImport = {
  regex: '^@aws-sdk/',
  message:
    'Decision 037: only functions/src/data/aws (and data/table.ts for DynamoDB) imports the AWS SDK; call its adapter, storage/ or a repository instead.',
};
const tableImport = {
  regex: '(^|/)data/table$',
  message:
    'Decision 037: only functions/src/data talks to DynamoDB; call a repository (data/repositories) instead.',
};
const keysImport = {
  regex: '(^|/)data/keys$',
  message: 'Decision 037: keys belong to repositories; ask data/repositories for the item instead.',
};
const refusedOutsideData = [awsSdkImport, tableImport];

/**
 * Refuses the modules in the given files, imported statically or by `await import(…)` (which
 * no-restricted-imports does not see, so a selector catches it).
 */
const refuseImports = (files, ignores, refused) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': ['error', { patterns: refused }],
    'no-restricted-syntax': [
      'error',
      ...refused.map(({ regex, message }) => ({
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '.data/**',
      'cdk.out/**',
      '.cdk/**',
      'infra/.cdk-test-out/**',
      '**/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  layered({
    files: ['frontend/src/**/*.{ts,tsx}', 'functions/src/**/*.ts'],
    ignores: unlayeredFiles,
    elements: [...frontendElements, ...functionsElements],
    policies: layerPolicies,
    where: 'docs/architecture.md',
  }),
  layered({
    files: ['frontend/src/**/*.test.{ts,tsx}', 'frontend/test/**/*.{ts,tsx}'],
    ignores: [],
    elements: frontendTestElements,
    policies: frontendTestPolicies,
    where: 'docs/architecture.md (tests)',
  }),
  refuseImports(['functions/src/**/*.ts'], ['functions/src/data/**'], refusedOutsideData),
  refuseImports(
    ['functions/src/data/**/*.ts'],
    ['functions/src/data/aws/**', 'functions/src/data/table.ts'],
    [awsSdkImport],
  ),
  // A later block's rule replaces an earlier one's for the same file, so this one lists them all.
  refuseImports(
    ['functions/src/services/**/*.ts', 'functions/src/groups/**/*.ts'],
    [],
    [...refusedOutsideData, keysImport],
  ),
);
