// Flat config: typescript-eslint's recommended rules everywhere, React hooks rules for TSX.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // The console's runtime data folder at the root (not source folders named data).
      'data/**',
      '**/.tmp/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'packages/create-plugin/templates/**',
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
    // Plugins get routing from the SDK, and reach the host or another plugin only through the SDK at
    // runtime: a direct import would bundle a second copy or tie the plugin to another's code.
    files: ['packages/plugins/**/*.{ts,tsx,js,jsx,mjs,cjs}', 'examples/**/*.{ts,tsx,js,jsx,mjs,cjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^react-router(-dom)?(/|$)', message: 'Plugins use the routing helpers of @fleetdeck/sdk (Link, useNavigate, useParams, ...), never react-router-dom.' },
            { regex: '^@fleetdeck/host(/|$)', message: 'Plugins never import the host; what they need is in @fleetdeck/sdk.' },
            { regex: '^(\\.\\./)+(packages/)?host(/|$)', message: 'Plugins never import the host; what they need is in @fleetdeck/sdk.' },
            { regex: '^@fleetdeck/(plugin-(?!tools(/|$))|example-)', message: 'A plugin never imports another plugin; share code through @fleetdeck/sdk or @fleetdeck/model.' },
            { regex: '^(\\.\\./)+((packages/)?plugins/|examples/|(?!host/)[^./][^/]*/src(/|$))', message: 'A plugin never imports another plugin; share code through @fleetdeck/sdk or @fleetdeck/model.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
