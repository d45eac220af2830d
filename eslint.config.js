// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { affichePlugin } from './build/eslint/server-walls.ts';

/** Every web feature gets its own wall (docs/decisions/025-feature-walls-and-lint.md): a new folder is walled too. */
const features = readdirSync(path.join(import.meta.dirname, 'src/web/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const wallsDecision = 'See docs/decisions/025-feature-walls-and-lint.md.';

/** No line of code over 120 characters, the width Prettier wraps code at; comments and strings are wrapped by hand. */
const MAX_LINE = 120;
/**
 * A test's title stays whole on the line that opens it (`it('…', async () => {`), so the title a run reports can be
 * found in the code as it reads.
 */
const testTitleLine = String.raw`^\s*(it|test|describe)(\.\w+)*\(`;
/**
 * Files whose long lines are their data: the message catalogues (a sentence to a line, in four languages), SVG paths
 * and drawn scenes (a shape to a line).
 */
const longLineData = [
  'src/shared/messages/**',
  'src/server/modules/walls/wall-rooms.ts',
  'src/server/modules/demo/demo-scenes.ts',
  'src/server/modules/create/sample-photo.ts',
  'scripts/media/**',
];

/** Which way imports may go in the web app, and between the app's three parts. */
const zones = [
  ...features.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message:
      `The ${feature} feature may not import another feature. Move a piece two features share to ` +
      `src/web/components, hooks or lib, or let the page hand it in. ${wallsDecision}`,
  })),
  {
    target: './src/web/features',
    from: ['./src/web/pages', './src/web/app'],
    message:
      `A feature may not import a page or the app shell: pages and the shell compose features, not the ` +
      `other way. ${wallsDecision}`,
  },
  {
    target: ['./src/web/components', './src/web/hooks', './src/web/lib'],
    from: ['./src/web/features', './src/web/pages', './src/web/app'],
    message:
      `Shared web code (components, hooks, lib) may not import a feature, a page or the app shell. ` +
      `${wallsDecision}`,
  },
  {
    target: './src/web',
    from: './src/server',
    message: 'The browser app may not import server code; share it through src/shared.',
  },
  {
    target: './src/shared',
    from: ['./src/web', './src/server'],
    message: 'src/shared runs in the browser and on the server: it may not import either side.',
  },
];

export default defineConfig([
  globalIgnores(['dist/', 'data/', 'bench/out/', 'test-results/', 'playwright-report/', 'node_modules/']),
  {
    files: ['**/*.{ts,tsx,mts,js}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `!` after an index marks an element the code assumes present (the tsconfig leaves noUncheckedIndexedAccess
      // off): these marks are wanted.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // Adapters and stand-ins fulfil Promise-returning interfaces without awaiting: `async` keeps their throws as
      // rejections.
      '@typescript-eslint/require-await': 'off',
      // The input rules strip control characters on purpose.
      'no-control-regex': 'off',
      // A leading underscore names what is left out on purpose (rest siblings, unused parameters).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Narrow spaces in comments show a language's typography (French "Total :").
      'no-irregular-whitespace': ['error', { skipComments: true }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // Three of the recommended rules serve the React Compiler, which this app does not use. Without it they flag
      // correct code: the reset-on-open effects, the latest-value ref read by a callback, react-hook-form's watch().
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/refs': 'off',
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*-test-helpers.ts', 'e2e/**', 'src/server/testing/**'],
    rules: {
      // Tests read the API's JSON answers as they come (any); their expectations check the shape.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    // Playwright reads a test's fixtures from its first parameter: `async ({}, testInfo)` asks for none.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  {
    // The server's modules keep their insides to themselves and import each other without cycles (decision 031).
    files: ['src/server/modules/**/*.ts'],
    plugins: { affiche: affichePlugin },
    rules: { 'affiche/server-module-walls': 'error' },
  },
  {
    // The error contract (decision 032): code decides by an error's code, never by its words. Only an adapter turning
    // a vendor's text into a code, and the database's edge, read an error's message.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/adapters/**', 'src/server/db/unavailable.ts', 'src/server/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(test|exec|match|matchAll|search|includes|startsWith|endsWith)$/] ' +
            'MemberExpression[property.name=/^(message|serverMessage)$/]',
          message: "Decide by the error's code (src/shared/error-codes.ts), not by its words.",
        },
        {
          selector:
            'BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name=/^(message|serverMessage)$/]',
          message: "Decide by the error's code (src/shared/error-codes.ts), not by its words.",
        },
      ],
    },
  },
  {
    // Line length (MAX_LINE), outside the files whose long lines are their data.
    files: ['**/*.{ts,tsx,js}'],
    ignores: longLineData,
    rules: { 'max-len': ['error', { code: MAX_LINE, ignorePattern: testTitleLine }] },
  },
  {
    // This file: plain JavaScript outside the project's tsconfig.
    files: ['*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
]);
