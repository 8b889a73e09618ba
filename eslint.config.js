import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Browser globals that src/core must never touch: it runs unchanged in Node. */
const domGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'location',
  'history',
  'HTMLElement',
  'Element',
  'Node',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'matchMedia',
  'getComputedStyle',
].map((name) => ({ name, message: 'src/core is framework-free and DOM-free; pass what it needs in.' }));

const frameworkImports = [
  'react',
  'react-dom',
  'react-dom/*',
  'react/*',
  'pixi.js',
  'pixi.js/*',
  '@pixi/*',
  'gsap',
  'gsap/*',
  'jotai',
  'jotai/*',
  'wouter',
  'wouter/*',
  '@react-spring/*',
  'react-dropzone',
  'sonner',
  'radix-ui',
  'lucide-react',
];

/** zod only through src/core/schema.ts, which turns off its eval-based compiler (the CSP forbids eval). */
const zodThroughSchema = {
  group: ['zod', 'zod/*'],
  message: "Import z from '@/core/schema' (zod without eval, as the Content-Security-Policy requires).",
};

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results*', 'playwright-report', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/core/schema.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [zodThroughSchema] }] },
  },
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/schema.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: frameworkImports,
              message: 'src/core is framework-free: no React, Pixi, GSAP, Jotai, wouter or DOM libraries.',
            },
            {
              group: ['@/app/*', '@/features/*', '@/state/*', '@/ui/*', '@scenes/*'],
              message: 'core imports nothing of the other layers.',
            },
            zodThroughSchema,
          ],
        },
      ],
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  {
    files: ['scenes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'Scenes never import features or the app shell.' },
            zodThroughSchema,
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}', '*.config.{ts,js}'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures call a `use` callback that is not React's.
    files: ['tests/e2e/**/*.ts', 'tests/bench/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
