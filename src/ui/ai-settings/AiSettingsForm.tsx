import { useAtom } from 'jotai';
import { CheckCircle2, Eye, EyeOff, Loader2, XCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  aiSettingsProblems,
  DEFAULT_AI_SETTINGS,
  isAbortError,
  PROVIDER_IDS,
  PROVIDER_LABELS,
  testAiConnection,
} from '@/core/ai';
import type { AiSettings, AiSettingsField, ProviderId } from '@/core/ai';
import { aiSettingsAtom } from '@/state/ai';
import { Button } from '@/ui/Button';
import { cx } from '@/ui/cx';

const PROVIDER_HINTS: Record<ProviderId, string> = {
  offline: "Works with no key and no network: answers from QueueBee's own notes.",
  gemini: 'Your own Google AI Studio key, sent only to the base URL below in a request header.',
  openai: 'Any /chat/completions server, for example a local Ollama or LM Studio.',
};

export const REMEMBER_KEY_WARNING =
  'A remembered key stays in this browser until you clear it: anyone using this device can read it.';

type TestState =
  | { status: 'idle' }
  | { status: 'testing' }
  | { status: 'ok'; message: string }
  | { status: 'error'; message: string };

/** The models the last connection test found, for the provider it tested. */
type FoundModels = { provider: ProviderId; names: string[] } | null;

const inputClasses =
  'mt-1 block w-full rounded-lg border border-border bg-surface px-3 py-2 text-sm text-text placeholder:text-muted ' +
  'focus-visible:outline-3 focus-visible:outline-focus aria-[invalid=true]:border-danger';

function Field({
  label,
  hint,
  error,
  children,
  id,
}: {
  label: string;
  hint?: ReactNode;
  error?: string;
  id: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The body of the 'AI settings' dialog: edits a draft; Save applies it, Cancel drops it. */
export function AiSettingsForm({ onDone }: { onDone: () => void }) {
  const [saved, setSaved] = useAtom(aiSettingsAtom);
  const [draft, setDraft] = useState<AiSettings>(saved);
  const [errors, setErrors] = useState<Partial<Record<AiSettingsField, string>>>({});
  const [test, setTest] = useState<TestState>({ status: 'idle' });
  const [found, setFound] = useState<FoundModels>(null);
  const [showKey, setShowKey] = useState(false);
  const testController = useRef<AbortController | null>(null);
  const id = useId();
  const fieldIds: Record<AiSettingsField, string> = {
    geminiKey: `${id}-gemini-key`,
    geminiBaseUrl: `${id}-gemini-base`,
    openaiBaseUrl: `${id}-openai-base`,
  };

  // Closing the dialog cancels a running connection test.
  useEffect(() => () => testController.current?.abort(), []);

  const update = (change: (current: AiSettings) => AiSettings) => {
    setDraft((current) => change(current));
    setErrors({});
    testController.current?.abort();
    setTest({ status: 'idle' });
  };
  const setGemini = (patch: Partial<AiSettings['gemini']>) =>
    update((d) => ({ ...d, gemini: { ...d.gemini, ...patch } }));
  const setOpenAi = (patch: Partial<AiSettings['openai']>) =>
    update((d) => ({ ...d, openai: { ...d.openai, ...patch } }));

  const validate = (): boolean => {
    const problems = aiSettingsProblems(draft);
    setErrors(problems);
    const first = (Object.keys(problems) as AiSettingsField[])[0];
    if (first) document.getElementById(fieldIds[first])?.focus();
    return first === undefined;
  };

  const runTest = async () => {
    if (!validate()) return;
    testController.current?.abort();
    const controller = new AbortController();
    testController.current = controller;
    setTest({ status: 'testing' });
    const tested = draft.provider;
    try {
      const result = await testAiConnection(draft, controller.signal);
      if (controller.signal.aborted) return;
      setFound(result.models ? { provider: tested, names: [...result.models] } : null);
      setTest({ status: result.ok ? 'ok' : 'error', message: result.message });
    } catch (error) {
      // An aborted test (the draft changed or the dialog closed) shows nothing; nothing else rejects.
      if (!controller.signal.aborted && !isAbortError(error)) throw error;
    }
  };

  const save = () => {
    if (!validate()) return;
    setSaved(draft);
    onDone();
  };

  const remote = draft.provider !== 'offline';
  const modelListId = `${id}-models`;
  const models = found?.provider === draft.provider ? found.names : [];
  const modelList = models.length > 0 ? modelListId : undefined;
  const KeyToggleIcon = showKey ? EyeOff : Eye;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      className="space-y-5"
    >
      <fieldset>
        <legend className="text-sm font-semibold">Provider</legend>
        <div className="mt-2 space-y-2">
          {PROVIDER_IDS.map((provider) => (
            <label
              key={provider}
              className={cx(
                'flex cursor-pointer gap-3 rounded-xl border p-3 text-sm transition-colors',
                draft.provider === provider
                  ? 'border-primary bg-primary-soft'
                  : 'border-border hover:bg-surface-2',
              )}
            >
              <input
                type="radio"
                name={`${id}-provider`}
                value={provider}
                checked={draft.provider === provider}
                onChange={() => update((d) => ({ ...d, provider }))}
                className="mt-0.5 h-4 w-4 accent-primary"
                aria-describedby={`${id}-${provider}-hint`}
              />
              <span>
                <span className="block font-medium">{PROVIDER_LABELS[provider]}</span>
                <span id={`${id}-${provider}-hint`} className="block text-xs text-muted">
                  {PROVIDER_HINTS[provider]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {draft.provider === 'gemini' ? (
        <div className="space-y-4">
          <Field
            id={fieldIds.geminiKey}
            label="Gemini API key"
            error={errors.geminiKey}
            hint={
              <>
                Get one at{' '}
                <a
                  href="https://aistudio.google.com/apikey"
                  target="_blank"
                  rel="noreferrer noopener"
                  className="font-medium text-primary underline underline-offset-2"
                >
                  Google AI Studio
                </a>
                . It is never put in a URL or a log.
              </>
            }
          >
            {(describedBy) => (
              <div className="relative">
                <input
                  id={fieldIds.geminiKey}
                  type={showKey ? 'text' : 'password'}
                  value={draft.gemini.apiKey}
                  onChange={(event) => setGemini({ apiKey: event.target.value })}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={errors.geminiKey ? true : undefined}
                  aria-describedby={describedBy}
                  className={cx(inputClasses, 'pr-11')}
                />
                <button
                  type="button"
                  onClick={() => setShowKey((shown) => !shown)}
                  aria-pressed={showKey}
                  aria-label="Show key"
                  className="absolute top-1/2 right-1.5 mt-0.5 -translate-y-1/2 rounded-md p-1.5 text-muted hover:bg-surface-2 hover:text-text"
                >
                  <KeyToggleIcon aria-hidden="true" size={16} />
                </button>
              </div>
            )}
          </Field>
          <Field id={fieldIds.geminiBaseUrl} label="Base URL" error={errors.geminiBaseUrl}>
            {(describedBy) => (
              <input
                id={fieldIds.geminiBaseUrl}
                type="url"
                value={draft.gemini.baseUrl}
                placeholder={DEFAULT_AI_SETTINGS.gemini.baseUrl}
                onChange={(event) => setGemini({ baseUrl: event.target.value })}
                spellCheck={false}
                aria-invalid={errors.geminiBaseUrl ? true : undefined}
                aria-describedby={describedBy}
                className={inputClasses}
              />
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={`${id}-gemini-chat`} label="Chat model">
              {(describedBy) => (
                <input
                  id={`${id}-gemini-chat`}
                  list={modelList}
                  value={draft.gemini.chatModel}
                  placeholder={DEFAULT_AI_SETTINGS.gemini.chatModel}
                  onChange={(event) => setGemini({ chatModel: event.target.value })}
                  spellCheck={false}
                  aria-describedby={describedBy}
                  className={inputClasses}
                />
              )}
            </Field>
            <Field id={`${id}-gemini-pdf`} label="PDF model">
              {(describedBy) => (
                <input
                  id={`${id}-gemini-pdf`}
                  list={modelList}
                  value={draft.gemini.pdfModel}
                  placeholder={DEFAULT_AI_SETTINGS.gemini.pdfModel}
                  onChange={(event) => setGemini({ pdfModel: event.target.value })}
                  spellCheck={false}
                  aria-describedby={describedBy}
                  className={inputClasses}
                />
              )}
            </Field>
          </div>
        </div>
      ) : null}

      {draft.provider === 'openai' ? (
        <div className="space-y-4">
          <Field
            id={fieldIds.openaiBaseUrl}
            label="Base URL"
            error={errors.openaiBaseUrl}
            hint="Requests go to this URL + /chat/completions. It must be on this computer (localhost or 127.0.0.1)."
          >
            {(describedBy) => (
              <input
                id={fieldIds.openaiBaseUrl}
                type="url"
                value={draft.openai.baseUrl}
                placeholder={DEFAULT_AI_SETTINGS.openai.baseUrl}
                onChange={(event) => setOpenAi({ baseUrl: event.target.value })}
                spellCheck={false}
                aria-invalid={errors.openaiBaseUrl ? true : undefined}
                aria-describedby={describedBy}
                className={inputClasses}
              />
            )}
          </Field>
          <Field id={`${id}-openai-model`} label="Model">
            {(describedBy) => (
              <input
                id={`${id}-openai-model`}
                list={modelList}
                value={draft.openai.model}
                placeholder={DEFAULT_AI_SETTINGS.openai.model}
                onChange={(event) => setOpenAi({ model: event.target.value })}
                spellCheck={false}
                aria-describedby={describedBy}
                className={inputClasses}
              />
            )}
          </Field>
          <Field
            id={`${id}-openai-key`}
            label="API key (optional)"
            hint="Sent as a Bearer token. A local server needs none."
          >
            {(describedBy) => (
              <input
                id={`${id}-openai-key`}
                type="password"
                value={draft.openai.apiKey}
                onChange={(event) => setOpenAi({ apiKey: event.target.value })}
                autoComplete="off"
                spellCheck={false}
                aria-describedby={describedBy}
                className={inputClasses}
              />
            )}
          </Field>
        </div>
      ) : null}

      {remote ? (
        <div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              checked={draft.rememberKey}
              onChange={(event) => update((d) => ({ ...d, rememberKey: event.target.checked }))}
              className="h-4 w-4 accent-primary"
              aria-describedby={`${id}-remember-warning`}
            />
            Remember on this device
          </label>
          <p id={`${id}-remember-warning`} className="mt-1 pl-6 text-xs text-muted">
            {REMEMBER_KEY_WARNING}
          </p>
        </div>
      ) : null}

      <div className="rounded-xl border border-border bg-surface-2 p-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void runTest()}
          disabled={test.status === 'testing'}
        >
          {test.status === 'testing' ? (
            <Loader2 aria-hidden="true" size={16} className="animate-spin motion-reduce:animate-none" />
          ) : null}
          Test connection
        </Button>
        <p
          role="status"
          aria-live="polite"
          className="mt-2 min-h-5 text-sm break-words"
          data-test-status={test.status}
        >
          {test.status === 'testing' ? 'Testing…' : null}
          {test.status === 'ok' ? (
            <span className="inline-flex items-start gap-1.5 font-medium text-success">
              <CheckCircle2 aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
              {test.message}
            </span>
          ) : null}
          {test.status === 'error' ? (
            <span className="inline-flex items-start gap-1.5 font-medium text-danger">
              <XCircle aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
              <span>Connection failed: {test.message}</span>
            </span>
          ) : null}
        </p>
        {models.length > 0 ? (
          <>
            <p className="mt-2 text-xs break-words text-muted" data-models>
              Models this key can use (the model fields suggest them): {models.join(', ')}
            </p>
            <datalist id={modelListId}>
              {models.map((model) => (
                <option key={model} value={model} />
              ))}
            </datalist>
          </>
        ) : null}
      </div>

      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit">Save</Button>
      </div>
    </form>
  );
}
