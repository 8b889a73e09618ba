import { describe, expect, it } from 'vitest';
import { screenChunkOrder, screenChunkTemplate, type BundleChunk } from '../../../scripts/screenChunks';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null): BundleChunk => ({
  type: 'chunk',
  fileName,
  isEntry: facadeModuleId === '/site/index.html',
  facadeModuleId,
  imports,
});

/** A build like the site's: the entry with React, a screen on a shared library and two shared helpers. */
const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], '/site/index.html'),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/zod.js': chunk('assets/zod.js', []),
  'assets/settings.js': chunk('assets/settings.js', ['assets/zod.js', 'assets/react.js']),
  'assets/chatLog.js': chunk('assets/chatLog.js', ['assets/zod.js']),
  'assets/ChatPage.js': chunk(
    'assets/ChatPage.js',
    ['assets/index.js', 'assets/settings.js', 'assets/chatLog.js'],
    '/site/src/features/chat/ChatPage.tsx',
  ),
  'assets/index.css': { type: 'asset' as const },
};

describe('screenChunkOrder', () => {
  it('lists every chunk the screen evaluates once, each after the chunks it imports, the screen last', () => {
    expect(screenChunkOrder(bundle, '/site/src/features/chat/ChatPage.tsx')).toEqual([
      'assets/zod.js',
      'assets/settings.js',
      'assets/chatLog.js',
      'assets/ChatPage.js',
    ]);
  });

  it('leaves out what the entry script has already evaluated', () => {
    const order = screenChunkOrder(bundle, '/site/src/features/chat/ChatPage.tsx');
    expect(order).not.toContain('assets/index.js');
    expect(order).not.toContain('assets/react.js');
  });

  it('stops the build when a screen has no chunk of its own', () => {
    expect(() => screenChunkOrder(bundle, '/site/src/features/nowhere/NowherePage.tsx')).toThrow(
      /no chunk for the screen/,
    );
  });
});

describe('screenChunkTemplate', () => {
  it('holds a module preload per chunk, from the site root, in order, inert in a template', () => {
    expect(screenChunkTemplate(['assets/zod.js', 'assets/ChatPage.js'])).toBe(
      '<template data-screen-chunks>' +
        '<link rel="modulepreload" crossorigin href="/assets/zod.js" />' +
        '<link rel="modulepreload" crossorigin href="/assets/ChatPage.js" />' +
        '</template>',
    );
  });
});
