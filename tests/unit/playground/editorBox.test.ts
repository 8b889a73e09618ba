import { describe, expect, it } from 'vitest';
import { editorBoxHeight } from '@/features/playground/editorBox';
import { TEMPLATES } from '@/core/playground/templates';

describe('the space held for the code editor', () => {
  it("is the editor's height for the code: 19.6 px a line, plus padding and border", () => {
    // Chromium laid the 11-line JavaScript sort template out at 225.53 px, and 16 lines at 323.5 px.
    expect(TEMPLATES.javascript.sort.split('\n')).toHaveLength(11);
    expect(editorBoxHeight(TEMPLATES.javascript.sort)).toBeCloseTo(225.6, 5);
    expect(editorBoxHeight(Array(16).fill('x').join('\n'))).toBeCloseTo(323.6, 5);
  });

  it('stops at the height past which the editor scrolls (28rem and its border)', () => {
    expect(editorBoxHeight(Array(22).fill('x').join('\n'))).toBeCloseTo(441.2, 5);
    expect(editorBoxHeight(Array(23).fill('x').join('\n'))).toBe(450);
    expect(editorBoxHeight(Array(500).fill('x').join('\n'))).toBe(450);
  });
});
