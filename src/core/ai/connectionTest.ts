/**
 * 'Test connection' in the AI settings (docs/product-rules.md#ai-providers): with the draft settings, the
 * provider lists its models where it can (offered in the model fields; a server without a list can still
 * answer the test), then is asked to answer.
 */
import { createAiProvider } from './createProvider';
import { describeAiError, isAbortError } from './errors';
import type { AiSettings } from './settings';
import type { AiProvider } from './types';

export interface ConnectionTestResult {
  readonly ok: boolean;
  /** What the dialog says: that it works, or the exact error. */
  readonly message: string;
  /** The models the provider listed, or null when it lists none. */
  readonly models: readonly string[] | null;
}

export interface ConnectionTestOptions {
  /** Builds the provider the settings describe (createAiProvider unless a test passes its own). */
  readonly createProvider?: (settings: AiSettings) => AiProvider;
  readonly warn?: (message: string) => void;
}

/** Runs the test; rejects only when `signal` aborts it, any other failure is the result's message. */
export async function testAiConnection(
  settings: AiSettings,
  signal: AbortSignal,
  {
    createProvider = createAiProvider,
    warn = (message) => console.warn(message),
  }: ConnectionTestOptions = {},
): Promise<ConnectionTestResult> {
  const provider = createProvider(settings);
  const name = provider.model ? `${provider.label} (${provider.model})` : provider.label;
  let models: readonly string[] | null = null;
  try {
    if (provider.listModels) {
      const names = await provider.listModels(signal).catch((error: unknown) => {
        if (isAbortError(error)) throw error;
        warn(`AI settings: could not list the models: ${describeAiError(error)}`);
        return [];
      });
      models = names.length > 0 ? names : null;
    }
    await provider.testConnection(signal);
    const message =
      settings.provider === 'offline'
        ? 'Built-in tutor is ready: no network needed.'
        : `Connection works: ${name} answered.`;
    return { ok: true, message, models };
  } catch (error) {
    if (signal.aborted || isAbortError(error)) throw error;
    const message = describeAiError(error);
    warn(`AI settings: connection test failed: ${message}`);
    return { ok: false, message, models };
  }
}
