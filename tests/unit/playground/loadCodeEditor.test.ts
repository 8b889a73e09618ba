import { describe, expect, it } from 'vitest';
import { loadCodeEditor } from '@/features/playground/loadCodeEditor';

describe('loading the code editor a package at a time', () => {
  it('ends with the editor component itself', async () => {
    const editor = await loadCodeEditor();
    expect(editor.default.name).toBe('CodeEditor');
  });
});
