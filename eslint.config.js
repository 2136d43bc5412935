import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Layers of the bulletproof-react layout (docs/decisions/004-lint-boundaries.md):
// shared code -> features -> app, and no feature reaches into a sibling feature.
const SHARED_FOLDERS = ['components', 'lib', 'config', 'utils', 'testing', 'styles', 'hooks', 'types'];

const boundaryElements = [
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['featureName'] },
  ...SHARED_FOLDERS.map((folder) => ({ type: 'shared', pattern: `src/${folder}` })),
];

// The server's modules under supabase/functions/_shared, and what each may import besides domain/.
const SERVER_CAPABILITIES = ['http', 'account', 'clues', 'orders', 'shop', 'kits', 'mail', 'catalog'];
const SERVER_CAPABILITY_IMPORTS = {
  http: [],
  mail: [],
  account: ['http'],
  clues: ['http'],
  kits: [],
  catalog: ['http', 'account', 'mail'],
  orders: ['http', 'account', 'mail'],
  shop: ['http', 'account', 'mail'],
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-ssr/**',
      '.tmp/**',
      '.data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/**',
      'node_modules/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      'boundaries/include': ['src/**/*'],
      // '@/x' is the tsconfig alias for 'src/x'; the plugin classifies by resolved path.
      'import/resolver': {
        './tests/lint/alias-resolver.cjs': {
          alias: { '@/': 'src/', '@domain/': 'supabase/functions/_shared/domain/' },
        },
      },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          rules: [
            {
              from: ['feature'],
              disallow: [['feature', { featureName: '!${from.featureName}' }]],
              message: 'A feature must not import another feature (${dependency.featureName}).',
            },
            {
              from: ['feature'],
              disallow: ['app'],
              message: 'A feature must not import from src/app.',
            },
            {
              from: ['shared'],
              disallow: ['feature', 'app'],
              message:
                'Shared code (components, lib, config, utils, testing) must not import features or app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 18 §4: the paid kit (riddles, posters, certificate) is built on the server only; the browser
    // prints a member's own hunt cards (tests/lint/paid-content.test.ts follows indirect imports too).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(build-kit-pdf|kit-pages|/riddles|kits/content/|@kit-pdf/\\.\\./content/)',
              message:
                'The paid kit is built on the server only; print hunt cards with @kit-pdf/build-hunt-cards-pdf.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'supabase/local/**/*.ts',
      'scripts/**/*.ts',
      'tests/**/*.{ts,cjs}',
      '*.config.{ts,js}',
      'supabase/functions/_shared/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Edge functions run in Deno, whose global is not part of any browser or Node set.
    files: ['supabase/functions/*/index.ts', 'supabase/functions/**/*.deno.test.ts'],
    languageOptions: { globals: { ...globals.browser, Deno: 'readonly' } },
  },
  // The functions' capabilities (docs/decisions/042-server-capabilities.md): each imports http/,
  // domain/, mail/ and the account gate, never another capability's handlers or store.
  ...Object.entries(SERVER_CAPABILITY_IMPORTS).map(([capability, allowed]) => ({
    files: [`supabase/functions/_shared/${capability}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${SERVER_CAPABILITIES.filter(
                (other) => other !== capability && !allowed.includes(other),
              ).join('|')})/`,
              message: `_shared/${capability} may import ${allowed.join(', ')} and domain/, not another capability.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // The domain layer (docs/decisions/010-domain-layer.md) is imported by the app, the functions and
    // the tools, so it imports nothing of ours but its own files (its content banks are ./name.json,
    // ADR 057), and touches no runtime's globals.
    files: ['supabase/functions/_shared/domain/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Its own TypeScript and JSON content (ADR 057); database.types.ts is the generated schema
              // (ADR 059), named as Supabase names it.
              regex: '^(?!zod$|\\./[a-z0-9-]+(?:\\.types)?\\.(?:ts|json)$)',
              message: 'The domain layer imports only its own files (./name.ts) and zod.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'process', 'Buffer', 'Deno', 'require'].map((name) => ({
          name,
          message: 'The domain layer runs in the browser, Node and Deno alike.',
        })),
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
