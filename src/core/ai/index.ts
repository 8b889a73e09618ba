/**
 * AI providers (docs/product-rules.md#ai-providers, docs/architecture.md#ai-providers): one interface,
 * three implementations (built-in offline tutor, Google Gemini with the visitor's key, any OpenAI-compatible
 * endpoint), their settings and the mapping of failures to the user-facing messages. Framework-free.
 */
export * from './types';
export * from './errors';
export * from './http';
export * from './context';
export * from './reachableEndpoints';
export * from './settings';
export * from './gemini';
export * from './openaiCompatible';
export * from './offline';
export * from './createProvider';
export * from './connectionTest';
