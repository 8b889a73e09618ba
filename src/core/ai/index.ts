/**
 * AI providers (DESIGN.md section 1.1): one interface, three implementations (built-in offline tutor,
 * Google Gemini with the visitor's key, any OpenAI-compatible endpoint), their settings and the mapping of
 * failures to SPEC.md section 8's messages. Framework-free.
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
