import { describe, expect, it, vi } from 'vitest';
import {
  AI_KEYS_STORAGE_KEY,
  AI_PREFERENCES_STORAGE_KEY,
  aiSettingsProblems,
  DEFAULT_AI_SETTINGS,
  loadAiSettings,
  resolveAiProvider,
  saveAiSettings,
  UNREACHABLE_ENDPOINT_MESSAGE,
} from '@/core/ai';
import type { AiSettings } from '@/core/ai';
import { createSafeStorage } from '@/core/storage';
import type { KeyValueBackend } from '@/core/storage';

/** A storage backend that is also a Map, so tests can look inside. */
class MemoryBackend extends Map<string, string> implements KeyValueBackend {
  getItem(key: string) {
    return this.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.set(key, value);
  }
  removeItem(key: string) {
    this.delete(key);
  }
}

const KEY = 'test-gemini-key-not-real';

function storages() {
  const local = new MemoryBackend();
  const session = new MemoryBackend();
  const logger = { warn: vi.fn() };
  return {
    local,
    session,
    logger,
    localStore: createSafeStorage(() => local, logger),
    sessionStore: createSafeStorage(() => session, logger),
  };
}

const gemini = (rememberKey: boolean): AiSettings => ({
  ...DEFAULT_AI_SETTINGS,
  provider: 'gemini',
  rememberKey,
  gemini: { ...DEFAULT_AI_SETTINGS.gemini, apiKey: KEY },
});

describe('AI settings storage', () => {
  it('moves saved settings off retired Gemini models to gemini-2.5-flash, and keeps current ones', () => {
    const s = storages();
    const saved = (chatModel: string, pdfModel: string) =>
      s.local.setItem(
        'queuebee.ai.settings',
        JSON.stringify({
          version: 1,
          provider: 'gemini',
          gemini: { baseUrl: 'https://generativelanguage.googleapis.com', chatModel, pdfModel },
          openai: { baseUrl: 'http://localhost:11434/v1', model: 'llama3.2' },
          rememberKey: false,
        }),
      );
    saved('gemini-2.0-flash', 'gemini-1.5-flash');
    let settings = loadAiSettings(s.localStore, s.sessionStore);
    expect([settings.gemini.chatModel, settings.gemini.pdfModel]).toEqual([
      'gemini-2.5-flash',
      'gemini-2.5-flash',
    ]);
    saved('gemini-1.0-pro', 'gemini-2.0-flash-lite');
    settings = loadAiSettings(s.localStore, s.sessionStore);
    expect([settings.gemini.chatModel, settings.gemini.pdfModel]).toEqual([
      'gemini-2.5-flash',
      'gemini-2.5-flash',
    ]);
    saved('gemini-2.5-pro', 'gemini-flash-latest');
    settings = loadAiSettings(s.localStore, s.sessionStore);
    expect([settings.gemini.chatModel, settings.gemini.pdfModel]).toEqual([
      'gemini-2.5-pro',
      'gemini-flash-latest',
    ]);
  });

  it('defaults to the built-in provider with the documented models', () => {
    const s = storages();
    const settings = loadAiSettings(s.localStore, s.sessionStore);
    expect(settings).toEqual(DEFAULT_AI_SETTINGS);
    expect(settings.provider).toBe('offline');
    expect(settings.gemini.chatModel).toBe('gemini-2.5-flash');
    expect(settings.gemini.pdfModel).toBe('gemini-2.5-flash');
    expect(settings.gemini.baseUrl).toBe('https://generativelanguage.googleapis.com');
  });

  it('keeps the key in sessionStorage only, unless remembered', () => {
    const s = storages();
    saveAiSettings(s.localStore, s.sessionStore, gemini(false));
    expect([...s.local.values()].join()).not.toContain(KEY);
    expect(s.session.get(AI_KEYS_STORAGE_KEY)).toContain(KEY);
    expect(JSON.parse(s.local.get(AI_PREFERENCES_STORAGE_KEY) ?? '{}')).toMatchObject({ provider: 'gemini' });
    expect(loadAiSettings(s.localStore, s.sessionStore).gemini.apiKey).toBe(KEY);
  });

  it('moves the key to localStorage when remembered, and back when un-ticked', () => {
    const s = storages();
    saveAiSettings(s.localStore, s.sessionStore, gemini(true));
    expect(s.local.get(AI_KEYS_STORAGE_KEY)).toContain(KEY);
    expect(s.session.has(AI_KEYS_STORAGE_KEY)).toBe(false);
    expect(s.local.get(AI_PREFERENCES_STORAGE_KEY)).not.toContain(KEY);
    // A new session (sessionStorage gone) still has it.
    const reloaded = loadAiSettings(
      s.localStore,
      createSafeStorage(() => new MemoryBackend()),
    );
    expect(reloaded.gemini.apiKey).toBe(KEY);

    saveAiSettings(s.localStore, s.sessionStore, gemini(false));
    expect(s.local.has(AI_KEYS_STORAGE_KEY)).toBe(false);
    expect(s.session.get(AI_KEYS_STORAGE_KEY)).toContain(KEY);
  });

  it('stores no key entry at all when there is no key', () => {
    const s = storages();
    saveAiSettings(s.localStore, s.sessionStore, gemini(false));
    saveAiSettings(s.localStore, s.sessionStore, { ...gemini(false), gemini: DEFAULT_AI_SETTINGS.gemini });
    expect(s.session.has(AI_KEYS_STORAGE_KEY)).toBe(false);
    expect(s.local.has(AI_KEYS_STORAGE_KEY)).toBe(false);
  });

  it('falls back to defaults on corrupt or foreign data', () => {
    const s = storages();
    s.local.set(AI_PREFERENCES_STORAGE_KEY, '{not json');
    expect(loadAiSettings(s.localStore, s.sessionStore)).toEqual(DEFAULT_AI_SETTINGS);
    s.local.set(AI_PREFERENCES_STORAGE_KEY, JSON.stringify({ version: 99, provider: 'gemini' }));
    expect(loadAiSettings(s.localStore, s.sessionStore)).toEqual(DEFAULT_AI_SETTINGS);
    expect(s.logger.warn).toHaveBeenCalled();
  });

  it('fills blank fields with defaults and trims base URLs', () => {
    const s = storages();
    saveAiSettings(s.localStore, s.sessionStore, {
      ...DEFAULT_AI_SETTINGS,
      provider: 'openai',
      openai: { baseUrl: ' http://127.0.0.1:1234/v1// ', model: '  ', apiKey: '' },
    });
    const loaded = loadAiSettings(s.localStore, s.sessionStore);
    expect(loaded.openai).toEqual({ baseUrl: 'http://127.0.0.1:1234/v1', model: 'llama3.2', apiKey: '' });
  });
});

describe('AI settings validation and resolution', () => {
  it('asks for a Gemini key and a usable URL', () => {
    expect(aiSettingsProblems({ ...gemini(false), gemini: DEFAULT_AI_SETTINGS.gemini })).toEqual({
      geminiKey: 'Enter your Gemini API key.',
    });
    expect(
      aiSettingsProblems({
        ...DEFAULT_AI_SETTINGS,
        provider: 'openai',
        openai: { ...DEFAULT_AI_SETTINGS.openai, baseUrl: 'ftp://x' },
      }),
    ).toEqual({ openaiBaseUrl: 'The URL must start with https:// or http://.' });
    expect(aiSettingsProblems(DEFAULT_AI_SETTINGS)).toEqual({});
  });

  it('accepts only endpoints the Content-Security-Policy lets the site call', () => {
    const openAiAt = (baseUrl: string) =>
      aiSettingsProblems({
        ...DEFAULT_AI_SETTINGS,
        provider: 'openai',
        openai: { ...DEFAULT_AI_SETTINGS.openai, baseUrl },
      });
    expect(openAiAt('http://localhost:11434/v1')).toEqual({});
    expect(openAiAt('https://127.0.0.1:1234/v1')).toEqual({});
    expect(openAiAt('http://127.0.0.1:8080/v1')).toEqual({});
    // Only the local model servers' ports: not any service on this computer.
    for (const other of ['http://localhost:3000/v1', 'https://127.0.0.1:8443/v1', 'http://localhost/v1'])
      expect(openAiAt(other), other).toEqual({ openaiBaseUrl: UNREACHABLE_ENDPOINT_MESSAGE });
    expect(openAiAt('https://api.example.test/v1')).toEqual({ openaiBaseUrl: UNREACHABLE_ENDPOINT_MESSAGE });
    const geminiAt = (baseUrl: string) =>
      aiSettingsProblems({ ...gemini(true), gemini: { ...gemini(true).gemini, baseUrl } });
    expect(geminiAt('https://generativelanguage.googleapis.com/')).toEqual({});
    expect(geminiAt('https://gemini-proxy.example.test')).toEqual({
      geminiBaseUrl: UNREACHABLE_ENDPOINT_MESSAGE,
    });
  });

  it('falls back to the built-in tutor when Gemini has no key (e.g. a new session)', () => {
    const resolved = resolveAiProvider({ ...gemini(false), gemini: DEFAULT_AI_SETTINGS.gemini });
    expect(resolved.provider.id).toBe('offline');
    expect(resolved.requested).toBe('gemini');
    expect(resolved.fallbackReason).toMatch(/needs your API key/);
    const withKey = resolveAiProvider(gemini(false));
    expect([withKey.provider.id, withKey.provider.model, withKey.fallbackReason]).toEqual([
      'gemini',
      'gemini-2.5-flash',
      null,
    ]);
    expect(resolveAiProvider({ ...DEFAULT_AI_SETTINGS, provider: 'openai' }).provider.id).toBe('openai');
  });
});
