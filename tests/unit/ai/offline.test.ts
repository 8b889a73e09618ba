import { afterEach, describe, expect, it, vi } from 'vitest';
import { AiError, createOfflineProvider, explainFileHere, loadOfflineTutorHere } from '@/core/ai';
import { OFF_TOPIC_REFUSALS } from '@/core/tutor';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the built-in (offline) provider', () => {
  it('answers from the knowledge base with no network at all', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no network')));
    vi.stubGlobal('fetch', fetch);
    const provider = createOfflineProvider();
    expect(provider.id).toBe('offline');
    expect(provider.label).toBe('Built-in (offline)');
    const reply = await provider.chatReply('recursion samjhao', []);
    expect(reply).toMatch(/Recursion/);
    expect(reply.endsWith('Chamka?')).toBe(true);
    await provider.testConnection();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('continues the topic on a follow-up, from the history', async () => {
    const provider = createOfflineProvider();
    const first = await provider.chatReply('binary search kya hai', []);
    const code = await provider.chatReply('code dikhao', [
      { text: 'binary search kya hai', isUser: true },
      { text: first, isUser: false },
    ]);
    expect(code).toMatch(/Binary Search ka code/);
  });

  it('runs the off-topic filter first', async () => {
    const loadTutor = vi.fn(loadOfflineTutorHere);
    const reply = await createOfflineProvider({ loadTutor, random: () => 0 }).chatReply('my girlfriend', []);
    expect(reply).toBe(OFF_TOPIC_REFUSALS[0]);
    expect(loadTutor).not.toHaveBeenCalled();
  });

  it('takes a tutor that answers later (one in a worker), and a request aborted meanwhile fails as aborted', async () => {
    const questions: ((text: string) => void)[] = [];
    const laterTutor = { reply: () => new Promise<string>((resolve) => questions.push(resolve)) };
    const provider = createOfflineProvider({ loadTutor: () => Promise.resolve(laterTutor) });
    const reply = provider.chatReply('stack kya hai', []);
    await vi.waitFor(() => expect(questions).toHaveLength(1));
    questions[0]?.('Stack ek LIFO structure hai. Chamka?');
    await expect(reply).resolves.toBe('Stack ek LIFO structure hai. Chamka?');

    const controller = new AbortController();
    const aborted = provider.chatReply('queue kya hai', [], controller.signal).catch((e: unknown) => e);
    await vi.waitFor(() => expect(questions).toHaveLength(2));
    controller.abort();
    questions[1]?.('Queue FIFO hai. Chamka?');
    const error = await aborted;
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).kind).toBe('aborted');
  });

  it('explains an uploaded file offline', async () => {
    const reply = await createOfflineProvider().explainFile({
      name: 'fib.py',
      text: 'def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\n',
    });
    expect(reply).toMatch(/Python/);
    expect(reply).toMatch(/fib\(\)/);
    expect(reply.endsWith('Chamka?')).toBe(true);
  });

  it("explains a file where the tutor runs (the chat's worker), with the same reply as on this thread", async () => {
    const file = { name: 'loop.js', text: 'for (let i = 0; i < n; i++) { for (;;) {} }\n' };
    const onThisThread = await createOfflineProvider({
      loadTutor: () => Promise.resolve({ reply: () => '' }),
    }).explainFile(file);
    expect(onThisThread).toContain('O(n²)');
    const explainFile = vi.fn((asked: { name: string; text: string }) => explainFileHere(asked));
    const inWorker = createOfflineProvider({
      loadTutor: () => Promise.resolve({ reply: () => '', explainFile }),
    });
    await expect(inWorker.explainFile(file)).resolves.toBe(onThisThread);
    expect(explainFile).toHaveBeenCalledWith(file);
  });

  it('honours an aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await createOfflineProvider()
      .chatReply('stack', [], controller.signal)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiError);
    expect((error as AiError).kind).toBe('aborted');
  });

  it('has no study-material or PDF call: the study tool uses its own generator', () => {
    const provider = createOfflineProvider();
    expect(provider.generateStudyMaterialsText).toBeUndefined();
    expect(provider.extractPdfText).toBeUndefined();
  });
});
