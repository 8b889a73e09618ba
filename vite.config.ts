import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createServer, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type * as Prerender from './src/app/prerender.tsx';
import type * as RouteModules from './src/app/routeModules.ts';
import { defineConfig } from 'vitest/config';
import { buildManifestOutsideDist } from './scripts/buildManifestOutsideDist.ts';
import { lazyTextSegmenter } from './scripts/lazyTextSegmenter.ts';
import { pdfjsCMaps } from './scripts/pdfjsCMaps.ts';
import { pyodideFiles } from './scripts/pyodideFiles.ts';
import { screenChunkOrder, screenChunkTemplate } from './scripts/screenChunks.ts';
import { CONTENT_SECURITY_POLICY_META, SECURITY_HEADERS } from './src/app/securityHeaders.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@scenes': fileURLToPath(new URL('./scenes', import.meta.url)),
  '@assets': fileURLToPath(new URL('./assets', import.meta.url)),
};

/**
 * Puts the Content-Security-Policy into the built index.html. Only in the build: the dev server injects
 * inline scripts for hot reloading, which the policy forbids.
 */
function contentSecurityPolicyMeta(): Plugin {
  const charset = '<meta charset="UTF-8" />';
  return {
    name: 'queuebee:content-security-policy',
    apply: 'build',
    transformIndexHtml(html) {
      // Right after the charset, so the policy covers every script the page loads.
      if (!html.includes(charset)) throw new Error(`index.html has no ${charset} to put the policy after`);
      const meta = `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY_META}" />`;
      return html.replace(charset, `${charset}\n    ${meta}`);
    },
  };
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * index.html with a prerendered screen in #root (inert until the app takes over), its title, and the
 * list of the screen's chunks (scripts/screenChunks.ts) at the end of the body.
 */
function prerenderedHtml(
  template: string,
  page: { path: string; title: string; html: string },
  screenChunks: readonly string[],
): string {
  const marks = [
    '<html lang="en">',
    '<div id="root"></div>',
    '<title>QueueBee DSA Visualizer</title>',
    '</body>',
  ];
  for (const mark of marks) if (!template.includes(mark)) throw new Error(`index.html has no ${mark}`);
  return template
    .replace(marks[0]!, `<html lang="en" data-prerendered-for="${escapeHtml(page.path)}">`)
    .replace(marks[1]!, () => `<div id="root" inert>${page.html}</div>`)
    .replace(marks[2]!, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(marks[3]!, () => `  ${screenChunkTemplate(screenChunks)}\n  </body>`);
}

/**
 * Prerenders every screen into the build (src/app/prerender.tsx): `/` into index.html and, say, `/race`
 * into race.html, which static hosts and `vite preview` serve for `/race`. A page's text then paints as
 * soon as its HTML and CSS arrive instead of after its JavaScript has run. Other addresses get index.html,
 * whose Home content public/before-first-paint.js hides there.
 */
function prerenderScreens(): Plugin {
  return {
    name: 'queuebee:prerender',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const root = fileURLToPath(new URL('.', import.meta.url));
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset') throw new Error('The build has no index.html to prerender into');
      const template = String(shell.source);
      const renderer = await createServer({
        configFile: false,
        root,
        resolve: { alias },
        plugins: [react()],
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { PRERENDERED_PATHS, prerenderPage } = (await renderer.ssrLoadModule(
          '/src/app/prerender.tsx',
        )) as typeof Prerender;
        const { routeModules } = (await renderer.ssrLoadModule(
          '/src/app/routeModules.ts',
        )) as typeof RouteModules;
        for (const path of PRERENDERED_PATHS) {
          const screenModule = routeModules[path];
          const chunks = screenModule ? screenChunkOrder(bundle, join(root, screenModule)) : [];
          const html = prerenderedHtml(template, await prerenderPage(path), chunks);
          if (path === '/') shell.source = html;
          else this.emitFile({ type: 'asset', fileName: `${path.slice(1)}.html`, source: html });
        }
      } finally {
        await renderer.close();
      }
    },
  };
}

export default defineConfig({
  plugins: [
    // The scenes also run in the scene worker, where React's hot-reload runtime cannot load (it needs a
    // window), so in development a change to a scene reloads the page instead of hot-swapping it.
    react({ exclude: [/\/scenes\//, /\/node_modules\//] }),
    tailwindcss(),
    contentSecurityPolicyMeta(),
    lazyTextSegmenter(),
    pdfjsCMaps(),
    pyodideFiles(),
    prerenderScreens(),
    buildManifestOutsideDist(),
    VitePWA({
      // public/manifest.webmanifest is the manifest; index.html links it.
      manifest: false,
      // The app registers it, well after the page has loaded (src/app/serviceWorker.ts).
      injectRegister: false,
      registerType: 'autoUpdate',
      workbox: {
        // Every screen, the built-in tutor's knowledge and pdf.js with its worker work offline after one visit.
        // pdf.js's CMaps (1.7 MB of .bcmap, for CJK PDFs) are cached on first use instead.
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest}'],
        // Pyodide (about 13 MB) loads only when a learner first picks Python, and is cached then.
        globIgnores: ['pyodide/**'],
        runtimeCaching: [
          {
            urlPattern: /\/pyodide\/[^/]+\/[^/]+$/,
            handler: 'CacheFirst',
            // Its JavaScript is both fetched (to count its bytes) and imported (a request with an Origin
            // header), and the server answers with Vary: Origin: either must find the other's copy.
            options: { cacheName: 'pyodide', matchOptions: { ignoreVary: true } },
          },
          {
            urlPattern: /\/pdfjs\/cmaps\/[^/]+\.bcmap$/,
            handler: 'CacheFirst',
            options: { cacheName: 'pdfjs-cmaps' },
          },
        ],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        navigateFallback: '/index.html',
        cleanupOutdatedCaches: true,
        // A new build takes over at once, and the first visit's page is controlled without a reload.
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
  ],
  resolve: { alias },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Lets tests/budget/routeBundles.ts follow each route's chunk graph; moved out of the output folder
    // (dist -> dist-manifest/manifest.json) so it is never deployed.
    manifest: true,
    // Chunks a dynamic import needs are found by the browser as it reads the imported chunk, not
    // announced ahead by Vite's loader: that loader adds a <link rel="modulepreload"> from script for
    // every chunk of a screen, one long task on a phone as the app starts (the entry's chunks are still
    // preloaded from index.html, where that costs nothing).
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // pdf.js is one ~500 kB chunk, loaded only by the study screen; every route's budget is checked separately.
    chunkSizeWarningLimit: 600,
  },
  // The preview server sends the production headers, so end-to-end tests run under the real policy.
  preview: { port: 4173, strictPort: true, headers: { ...SECURITY_HEADERS } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // Tests never fail on wall-clock time: property tests that replay thousands of frames take a few
    // seconds on a busy 2-core machine, more than Vitest's 5 s default allows.
    testTimeout: 60_000,
  },
});
