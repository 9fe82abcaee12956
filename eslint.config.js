// One ESLint config for the whole workspace (flat config).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tooling/eslint-feature-boundaries.js';

const REMOTES = ['mf-browse', 'mf-listing-editor', 'mf-account'];

/** Remotes meet only through federation and shared-firebase: never import another app. */
function appBoundaries(app) {
  const others = ['shell', ...REMOTES].filter((name) => name !== app);
  return {
    files: [`${app}/src/**/*.{ts,tsx}`],
    ignores: [`${app}/src/standalone-app.tsx`], // the standalone harness borrows the shell's design tokens
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'firebase', message: 'Only shared-firebase talks to Firebase.' }],
          patterns: [
            { group: ['firebase/*', '@firebase/*'], message: 'Only shared-firebase talks to Firebase.' },
            {
              group: others.map((name) => `**/${name}/**`),
              message: 'Apps meet only through federation and shared-firebase.',
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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    files: ['**/*.{js,mjs}', 'e2e/**/*.ts', '**/vite.config.ts', '**/vitest*.config.ts', 'tooling/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['e2e/support/gapi-stand-in.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  ...['shell', ...REMOTES].map(appBoundaries),
  {
    files: ['*/src/features/**/*.{ts,tsx}'],
    plugins: { marketplace: boundaries },
    rules: { 'marketplace/feature-boundaries': 'error' },
  },
);
