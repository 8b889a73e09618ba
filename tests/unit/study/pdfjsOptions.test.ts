import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PDF_CMAP_PATH, pdfDocumentOptions } from '@/core/study';
import { pdfjsCMaps } from '../../../scripts/pdfjsCMaps';

const pdfjsDir = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

describe("pdf.js's options and build", () => {
  it('reads without XFA or WebAssembly, with packed CMaps from the site', () => {
    const data = new Uint8Array([1, 2, 3]);
    const options = pdfDocumentOptions(data, 'https://queuebee.example/pdfjs/cmaps/');
    expect(options).toMatchObject({
      data,
      cMapUrl: 'https://queuebee.example/pdfjs/cmaps/',
      cMapPacked: true,
      enableXfa: false,
      useWasm: false,
    });
    expect(PDF_CMAP_PATH).toBe('/pdfjs/cmaps/');
  });

  it('ships a pdf.js that compiles no code from strings (no eval, no Function constructor)', () => {
    // Older pdf.js compiled fonts and functions with `new Function` unless told isEvalSupported: false.
    const { version } = JSON.parse(readFileSync(join(pdfjsDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(Number(version.split('.')[0])).toBeGreaterThanOrEqual(6);
    for (const file of ['legacy/build/pdf.mjs', 'legacy/build/pdf.worker.min.mjs']) {
      const source = readFileSync(join(pdfjsDir, file), 'utf8');
      expect(source, file).not.toMatch(/new Function\(|\beval\(/);
    }
  });

  it('copies every CMap into the build under the path the reader asks for', () => {
    const emitted: string[] = [];
    const plugin = pdfjsCMaps();
    const generateBundle = plugin.generateBundle as unknown as (this: unknown) => void;
    generateBundle.call({
      environment: { name: 'client' },
      emitFile: ({ fileName }: { fileName: string }) => emitted.push(fileName),
    });
    const shipped = readdirSync(join(pdfjsDir, 'cmaps')).filter((name) => name.endsWith('.bcmap'));
    expect(emitted).toHaveLength(shipped.length);
    expect(emitted).toContain('pdfjs/cmaps/UniJIS-UCS2-H.bcmap');
    expect(emitted).toContain('pdfjs/cmaps/Adobe-Japan1-UCS2.bcmap');
    expect(emitted).toContain('pdfjs/cmaps/UniGB-UCS2-H.bcmap');
  });
});
