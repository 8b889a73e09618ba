/**
 * Where the site may send AI requests. The production build's Content-Security-Policy (connect-src) is
 * built from this list, and the settings refuse a base URL outside it, so a visitor hears why before a
 * request is blocked.
 */

export const GEMINI_API_ORIGIN = 'https://generativelanguage.googleapis.com';

/** Hosts of endpoints on the visitor's own computer. */
export const LOCAL_AI_HOSTS = ['localhost', '127.0.0.1'] as const;

/**
 * The ports of the local model servers the site may call on those hosts, and nothing else on the
 * visitor's computer: a page allowed every local port could reach any service listening there.
 */
export const LOCAL_AI_PORTS: readonly { readonly port: number; readonly server: string }[] = [
  { port: 11434, server: 'Ollama' },
  { port: 1234, server: 'LM Studio' },
  { port: 8080, server: 'llama.cpp' },
];

/** connect-src sources for the AI providers: the Gemini API and the local model servers' ports. */
export const AI_CONNECT_SOURCES: readonly string[] = [
  GEMINI_API_ORIGIN,
  ...LOCAL_AI_HOSTS.flatMap((host) =>
    LOCAL_AI_PORTS.flatMap(({ port }) => [`http://${host}:${port}`, `https://${host}:${port}`]),
  ),
];

export const UNREACHABLE_ENDPOINT_MESSAGE =
  'This site can only call the Gemini API (generativelanguage.googleapis.com) or a model server on this ' +
  'computer (localhost or 127.0.0.1) on port 11434 (Ollama), 1234 (LM Studio) or 8080 (llama.cpp).';

/** Whether the site's Content-Security-Policy lets it call an http(s) URL. */
export function isReachableAiEndpoint(url: URL): boolean {
  if (url.origin === GEMINI_API_ORIGIN) return true;
  return (
    (LOCAL_AI_HOSTS as readonly string[]).includes(url.hostname) &&
    LOCAL_AI_PORTS.some(({ port }) => url.port === String(port))
  );
}
