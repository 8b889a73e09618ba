import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { PDF_CMAP_PATH } from '../src/core/study/cmapPath.ts';

/** The packed CMaps pdfjs-dist ships. */
export function pdfjsCMapsDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps');
}

/**
 * Serves pdf.js's packed CMaps at PDF_CMAP_PATH, where the study reader asks for them: CJK PDFs whose
 * fonts are not embedded need them to give their text. The build copies them in; they are fetched only
 * when such a PDF is read, so the service worker does not precache them.
 */
export function pdfjsCMaps(dir: string = pdfjsCMapsDir()): Plugin {
  const names = () => readdirSync(dir).filter((name) => name.endsWith('.bcmap'));
  return {
    name: 'queuebee:pdfjs-cmaps',
    configureServer(server) {
      const known = new Set(names());
      server.middlewares.use(PDF_CMAP_PATH, (request, response, next) => {
        const name = decodeURIComponent((request.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        if (!known.has(name)) return next();
        response.setHeader('Content-Type', 'application/octet-stream');
        response.end(readFileSync(join(dir, name)));
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      for (const name of names()) {
        this.emitFile({
          type: 'asset',
          fileName: `${PDF_CMAP_PATH.slice(1)}${name}`,
          source: readFileSync(join(dir, name)),
        });
      }
    },
  };
}
