// One ESLint config for the whole workspace (flat config).
import { existsSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import lingui from 'eslint-plugin-lingui';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tooling/eslint-feature-boundaries.js';

/** The apps' folders, from the app registry. */
const APP_FOLDERS = Object.values(
  JSON.parse(readFileSync(new URL('./tooling/apps.json', import.meta.url), 'utf8')),
).map((app) => app.folder);

/**
 * The slices whose pages speak the visitor's language from a catalogue of their own (issue 88): their
 * contract declares the languages they speak (a slice may have a catalogue for one file only, as
 * mf-viewings' calendar file, while its pages are still English).
 */
const TRANSLATED_SLICES = APP_FOLDERS.filter((folder) => {
  const contract = new URL(`./${folder}/src/app/contract.ts`, import.meta.url);
  return existsSync(contract) && /^export const locales = /m.test(readFileSync(contract, 'utf8'));
});

/**
 * The parts of a slice translated page by page (issue 88: its translated routes name their
 * languages), held to the catalogue as a whole translated slice is; each slice lists its own.
 */
const TRANSLATED_PARTS = {
  'mf-browse': [
    'features/**/*.{ts,tsx}',
    'lib/**/*.{ts,tsx}',
    'components/**/*.{ts,tsx}',
    'hooks/use-failure-toast.ts',
  ],
  'mf-listing-editor': [
    'features/**/*.{ts,tsx}',
    'components/**/*.{ts,tsx}',
    'lib/**/*.{ts,tsx}',
    'hooks/**/*.{ts,tsx}',
  ],
};

/** The router is shared with only these exports (tooling/federation-shared.ts says why). */
const ROUTER_EXPORTS = JSON.parse(
  readFileSync(new URL('./tooling/router-shared-exports.json', import.meta.url), 'utf8'),
);
const ROUTER_IMPORTS = [
  {
    name: 'react-router',
    allowImportNames: ROUTER_EXPORTS,
    message: 'The shared router carries only the exports in tooling/router-shared-exports.json; add one there first.',
  },
  { name: 'react-router-dom', message: "Import from 'react-router' (v7 is one package)." },
];
/** The toasts are shared as react-toastify's unstyled entry; its stylesheet is a CSS file (decision record 055). */
const TOAST_IMPORTS = [
  {
    name: 'react-toastify',
    message:
      "Import from 'react-toastify/unstyled', the shared entry: this one parses its stylesheet from JavaScript as it starts (decision record 055).",
  },
];

/** Remotes meet only through federation and shared-firebase: never import another app. */
function appBoundaries(app) {
  const others = APP_FOLDERS.filter((name) => name !== app);
  return {
    files: [`${app}/src/**/*.{ts,tsx}`],
    ignores: [
      `${app}/src/standalone-app.tsx`, // the standalone harness borrows the shell's design tokens
      // Integration tests set up fixtures past the rules, as a server would (@firebase/rules-unit-testing).
      `${app}/src/**/*.integration.test.ts`,
      // The slice's own check of what its contract declares (issue 87): no page imports it.
      `${app}/src/app/contract.test.ts`,
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase',
              message: "Only shared-firebase talks to Firebase: call the page's one SDK through its loadFirestore().",
            },
            ...ROUTER_IMPORTS,
            ...TOAST_IMPORTS,
          ],
          patterns: [
            {
              group: ['firebase/*', '@firebase/*'],
              message: "Only shared-firebase talks to Firebase: call the page's one SDK through its loadFirestore().",
            },
            {
              group: others.map((name) => `**/${name}/**`),
              message: 'Apps meet only through federation and shared-firebase.',
            },
            {
              // src/app/contract.ts is the build's (and the standalone app's): a page that imported
              // it would carry every route and nav entry of the remote in its JS (issue 49).
              group: ['**/contract.ts'],
              message: 'Import the shell contract from app/shell-contract.ts and the entry points from app/entries.ts.',
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-monolith/**',
      'bench/results/**',
      '**/node_modules/**',
      '**/.artifacts/**',
      '**/.__mf__temp/**',
      'coverage/**',
      'functions/lib/**',
      '*/functions/lib/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The type-aware rules (floating promises, unsafe any, misused promises...) on every TypeScript
  // file, each checked with the tsconfig that includes it.
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({ ...config, files: ['**/*.{ts,tsx}'] })),
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // React calls an event handler and drops what it returns: an async handler is the usual way
      // to write one (each catches its own failures), as typescript-eslint documents for React.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // Tests fake the SDK with async stubs and pass vi.fn() methods around: these two rules speak
    // of production code's promises and `this`, not of a fake's.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', '**/testing/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/require-await': 'off', '@typescript-eslint/unbound-method': 'off' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { disallowTypeAnnotations: false }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render text, never HTML.' },
      ],
    },
  },
  {
    files: [
      '**/*.{js,mjs}',
      'e2e/**/*.ts',
      '**/vite.config.ts',
      '**/vitest*.config.ts',
      '**/lingui.config.ts',
      'tooling/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['e2e/support/gapi-stand-in.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  ...APP_FOLDERS.map(appBoundaries),
  // A slice that speaks the visitor's language (issue 88; its contract's `locales`) writes no word
  // a person reads outside its catalogue: every visible string goes through Lingui's macros, and
  // through the slice's own instance (the core macros' `t` and `plural` would use Lingui's global one).
  {
    files: [
      ...TRANSLATED_SLICES.map((app) => `${app}/src/{features,components}/**/*.{ts,tsx}`),
      ...Object.entries(TRANSLATED_PARTS).flatMap(([app, parts]) => parts.map((part) => `${app}/src/${part}`)),
    ],
    ignores: ['**/*.test.*'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Not words: identifiers, paths, CSS, keys, numbers and symbols.
          ignore: [
            '^[^A-Z\\s]*$',
            '^[A-Z0-9_-]+$',
            '^[a-z]{2}-[A-Z]{2}$',
            '^[a-z]+([A-Z][a-z0-9]*)+$',
            // Media queries.
            '^\\((min|max)-width: \\d+px\\)$',
          ],
          ignoreNames: [
            {
              regex: {
                pattern:
                  '^(className|type|name|autoComplete|variant|mode|id|htmlFor|to|href|rel|inputMode|key|lang|fill|d|viewBox|width|height|loading|focusable|attribution|\\w+Url)$',
              },
            },
            { regex: { pattern: '^aria-(describedby|labelledby|controls|hidden|busy|current|live)$' } },
          ],
          ignoreFunctions: [
            'Error',
            'navigate',
            'console.*',
            'useQuery',
            '*.querySelector',
            '*.querySelectorAll',
            'getItem',
            'setItem',
          ],
          useTsTypes: true,
        },
      ],
      'lingui/t-call-in-function': 'error',
      'lingui/no-trans-inside-trans': 'error',
      // The typescript-eslint rule, so the app boundaries' own `no-restricted-imports` still holds here.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lingui/core/macro',
              importNames: ['t', 'plural', 'select', 'selectOrdinal'],
              message: "Use useLingui() from '@lingui/react/macro' (the slice's own i18n), or msg with i18n._.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['*/src/standalone-app.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [...ROUTER_IMPORTS, ...TOAST_IMPORTS] }] },
  },
  {
    files: ['*/src/features/**/*.{ts,tsx}'],
    plugins: { marketplace: boundaries },
    rules: { 'marketplace/feature-boundaries': 'error' },
  },
);
