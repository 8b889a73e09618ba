import { readdirSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * The layers and which way they may import (docs/architecture.md, Dependency direction):
 *
 *   core <- state <- ui <- scenes <- player-ui <- features <- app
 *
 * Each layer imports only the layers to its left: core none; state only core; ui core and state; scenes
 * core, state and ui; the shared player UI (player-ui) everything but features and app; a feature no app and no
 * other feature's folder (what two features share lives in player-ui, ui or core); app anything. Each layer
 * is named both by its alias and by a relative path into it.
 */
const layer = {
  app: ['@/app/*', '**/app/*'],
  features: ['@/features/*', '**/features/*'],
  state: ['@/state/*', '**/state/*'],
  ui: ['@/ui/*', '**/ui/*'],
  scenes: ['@scenes/*', '**/scenes/*'],
  player: ['@/player-ui/*', '**/player-ui/*'],
};

/** no-restricted-imports with these patterns, and always zod only through src/core/schema.ts. */
const restrictImports = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [...patterns, zodThroughSchema] }],
});

const featureNames = readdirSync(join(import.meta.dirname, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** One block per feature: no app shell, no other feature's folder (by alias or relative path). */
const featureBlocks = featureNames.map((name) => {
  const others = featureNames.filter((other) => other !== name);
  return {
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: restrictImports(
      { group: layer.app, message: 'Features never import the app shell; move what they share to src/ui.' },
      {
        group: others.flatMap((other) => [`**/features/${other}/*`, `../${other}/*`]),
        message:
          "A feature never imports another feature's folder; move what they share to src/ui or src/core.",
      },
    ),
  };
});

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
    files: ['src/**/*.{ts,tsx}', 'scenes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message:
            "A page's first toLocaleString loads the locale's data, tens of ms on a phone: use formatCount (src/core/formatCount.ts).",
        },
      ],
    },
  },
  {
    // The app shell may import every layer.
    files: ['src/**/*.{ts,tsx}', 'scenes/**/*.{ts,tsx}'],
    ignores: ['src/core/schema.ts'],
    rules: restrictImports(),
  },
  {
    files: ['src/core/**/*.ts'],
    ignores: ['src/core/schema.ts'],
    rules: {
      ...restrictImports(
        {
          group: frameworkImports,
          message: 'src/core is framework-free: no React, Pixi, GSAP, Jotai, wouter or DOM libraries.',
        },
        {
          group: [
            ...layer.app,
            ...layer.features,
            ...layer.player,
            ...layer.state,
            ...layer.ui,
            ...layer.scenes,
          ],
          message: 'core imports nothing of the other layers.',
        },
      ),
      'no-restricted-globals': ['error', ...domGlobals],
    },
  },
  {
    files: ['src/state/**/*.ts'],
    rules: restrictImports({
      group: [...layer.app, ...layer.features, ...layer.player, ...layer.ui, ...layer.scenes],
      message: 'State is Jotai atoms over core: it imports only core.',
    }),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: restrictImports({
      group: [...layer.app, ...layer.features, ...layer.player, ...layer.scenes],
      message: 'ui is the design system under scenes, the player and features; it imports none of them.',
    }),
  },
  {
    files: ['scenes/**/*.{ts,tsx}'],
    rules: restrictImports({
      group: [...layer.app, ...layer.features, ...layer.player],
      message: 'Scenes import only core, state, ui and their own folders.',
    }),
  },
  {
    files: ['src/player-ui/**/*.{ts,tsx}'],
    rules: restrictImports({
      group: [...layer.app, ...layer.features],
      message: 'The shared player is used by features and imports none of them, nor the app shell.',
    }),
  },
  ...featureBlocks,
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
