import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

const MANIFEST = '.vite/manifest.json';

/** Where the build's manifest goes for an output folder: `dist` -> `dist-manifest/manifest.json`. */
export function manifestPathFor(outDir: string): string {
  return join(`${resolve(outDir)}-manifest`, 'manifest.json');
}

/**
 * Moves Vite's build manifest out of the output folder once the build is written, so it is never
 * deployed: the bundle budget (tests/budget/routeBundles.ts) reads it from beside the output folder.
 */
export function buildManifestOutsideDist(): Plugin {
  return {
    name: 'queuebee:build-manifest-outside-dist',
    apply: 'build',
    writeBundle(options) {
      if (this.environment.name !== 'client' || !options.dir) return;
      const target = manifestPathFor(options.dir);
      mkdirSync(dirname(target), { recursive: true });
      renameSync(join(options.dir, MANIFEST), target);
      rmSync(join(options.dir, dirname(MANIFEST)), { recursive: true });
    },
  };
}
