import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_PREFERENCES_STORAGE_KEY, DEFAULT_AI_SETTINGS } from '@/core/ai';
import { CODE_LANGUAGE_STORAGE_KEY } from '@/core/storage/codeLanguage';
import { THEME_STORAGE_KEY } from '@/core/storage';

/** Theme, code language and AI settings with the site open in two tabs over one localStorage. */

class MemoryStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

let local: MemoryStorage;
let listeners: Map<object, (event: { key: string | null }) => void>;
let darkClass: boolean;

/** A tab: its own copy of the modules, its own store and its own storage listeners. */
async function openTab() {
  vi.resetModules();
  const tabListeners: ((event: { key: string | null }) => void)[] = [];
  vi.stubGlobal('window', {
    localStorage: local,
    sessionStorage: new MemoryStorage(),
    addEventListener: (type: string, listener: (event: { key: string | null }) => void) => {
      if (type === 'storage') tabListeners.push(listener);
    },
    removeEventListener: (_type: string, listener: (event: { key: string | null }) => void) => {
      tabListeners.splice(tabListeners.indexOf(listener), 1);
    },
  });
  const theme = await import('@/state/theme');
  const codeLanguage = await import('@/state/codeLanguage');
  const ai = await import('@/state/ai');
  const tab = { theme, codeLanguage, ai, store: createStore() };
  listeners.set(tab, (event) => {
    for (const listener of [...tabListeners]) listener(event);
  });
  return tab;
}

/** What a browser does when one tab saves: every other tab hears a storage event for the key. */
function savedIn(tab: object, key: string) {
  for (const [other, hear] of listeners) if (other !== tab) hear({ key });
}

beforeEach(() => {
  local = new MemoryStorage();
  listeners = new Map();
  darkClass = false;
  vi.stubGlobal('document', {
    documentElement: {
      classList: { toggle: (name: string, on: boolean) => name === 'dark' && (darkClass = on) },
      style: {},
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settings changed in another tab', () => {
  it('follows the theme, the code language and the AI settings another tab saves', async () => {
    const a = await openTab();
    const b = await openTab();
    // b shows the theme, the code listings and the chat (their atoms are in use).
    b.store.sub(b.theme.themeAtom, () => {});
    b.store.sub(b.codeLanguage.codeLanguageAtom, () => {});
    b.store.sub(b.ai.aiSettingsAtom, () => {});
    expect(b.store.get(b.theme.themeAtom)).toBe('light');

    a.store.set(a.theme.themeAtom, 'dark');
    savedIn(a, THEME_STORAGE_KEY);
    expect(b.store.get(b.theme.themeAtom)).toBe('dark');
    expect(darkClass).toBe(true);

    a.store.set(a.codeLanguage.codeLanguageAtom, 'python');
    savedIn(a, CODE_LANGUAGE_STORAGE_KEY);
    expect(b.store.get(b.codeLanguage.codeLanguageAtom)).toBe('python');

    a.store.set(a.ai.aiSettingsAtom, {
      ...DEFAULT_AI_SETTINGS,
      provider: 'openai',
      openai: { ...DEFAULT_AI_SETTINGS.openai, model: 'qwen' },
    });
    savedIn(a, AI_PREFERENCES_STORAGE_KEY);
    expect(b.store.get(b.ai.aiSettingsAtom).provider).toBe('openai');
    expect(b.store.get(b.ai.aiSettingsAtom).openai.model).toBe('qwen');
  });
});
