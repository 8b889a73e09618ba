import { describe, expect, it } from 'vitest';
import { budgetViolations } from '../../budget/bundleBudget';
import { measureRouteBundles, type Manifest } from '../../budget/routeBundles';

const KB = 1024;

/** A build with an entry, two screens sharing a scene chunk that loads an environment chunk at start, and a Code tab. */
function manifestWith(sizes: Record<string, number>) {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', dynamicImports: ['src/Home.tsx', 'src/Scene.tsx'] },
    'src/Home.tsx': { file: 'assets/Home.js' },
    'src/Scene.tsx': {
      file: 'assets/Scene.js',
      imports: ['_pixi.js'],
      dynamicImports: ['src/CodePanel.tsx'],
    },
    '_pixi.js': { file: 'assets/pixi.js', dynamicImports: ['node_modules/pixi/browserAll.mjs'] },
    'node_modules/pixi/browserAll.mjs': { file: 'assets/browserAll.js' },
    'src/CodePanel.tsx': { file: 'assets/CodePanel.js' },
  };
  const gzipSize = (file: string) => (sizes[file] ?? 1) * KB;
  return { manifest, gzipSize };
}

const layout = {
  routes: { '/': 'src/Home.tsx', '/scene': 'src/Scene.tsx' },
  onDemand: ['src/CodePanel.tsx'],
  deferred: [],
};

describe('route bundles', () => {
  it('counts chunks a screen loads as it opens, and leaves on-demand ones to the last figure', () => {
    const { manifest, gzipSize } = manifestWith({ 'assets/CodePanel.js': 40 });
    const [home, scene] = measureRouteBundles(manifest, gzipSize, layout);
    expect(home?.initialGzipBytes).toBe(2 * KB);
    expect(scene?.initial.map((chunk) => chunk.module).sort()).toEqual([
      '_pixi.js',
      'index.html',
      'src/Scene.tsx',
    ]);
    expect(scene?.atOpenGzipBytes).toBe(4 * KB);
    expect(scene?.reachableGzipBytes).toBe(44 * KB);
  });
});

describe('bundle budget', () => {
  it('passes a build inside both budgets', () => {
    const { manifest, gzipSize } = manifestWith({ 'assets/index.js': 60, 'assets/pixi.js': 200 });
    expect(budgetViolations(measureRouteBundles(manifest, gzipSize, layout))).toEqual([]);
  });

  it('fails when the Home page grows past 100 KB, naming its largest chunk', () => {
    const { manifest, gzipSize } = manifestWith({ 'assets/index.js': 60, 'assets/Home.js': 45 });
    const [violation, ...others] = budgetViolations(measureRouteBundles(manifest, gzipSize, layout));
    expect(others).toEqual([]);
    expect(violation).toContain('Home page initial JavaScript is 105 KB gzip, over its 100 KB budget');
    expect(violation).toMatch(/Largest chunks: assets\/index\.js \(index\.html\) 60 KB, assets\/Home\.js/);
  });

  it('fails when a route loads more than 350 KB as it opens, naming the chunk that grew', () => {
    const { manifest, gzipSize } = manifestWith({ 'assets/index.js': 60, 'assets/browserAll.js': 300 });
    const violations = budgetViolations(measureRouteBundles(manifest, gzipSize, layout));
    expect(violations).toHaveLength(1);
    expect(violations[0]).toContain('/scene loads 362 KB gzip of JavaScript as it opens');
    expect(violations[0]).toContain(
      'Largest chunks: assets/browserAll.js (node_modules/pixi/browserAll.mjs) 300 KB',
    );
  });
});
