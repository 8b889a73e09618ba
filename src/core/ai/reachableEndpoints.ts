/**
 * Where the site may send AI requests. The production build's Content-Security-Policy (connect-src) is
 * built from this list, and the settings refuse a base URL outside it, so a visitor hears why before a
 * request is blocked.
 */

export const GEMINI_API_ORIGIN = 'https://generativelanguage.googleapis.com';

/** Hosts of endpoints on the visitor's own computer (a local Ollama or LM Studio, say). */
export const LOCAL_AI_HOSTS = ['localhost', '127.0.0.1'] as const;

/** connect-src sources for the AI providers: the Gemini API and any port on this computer. */
export const AI_CONNECT_SOURCES: readonly string[] = [
  GEMINI_API_ORIGIN,
  ...LOCAL_AI_HOSTS.flatMap((host) => [`http://${host}:*`, `https://${host}:*`]),
];

export const UNREACHABLE_ENDPOINT_MESSAGE =
  'This site can only call the Gemini API (generativelanguage.googleapis.com) or an endpoint on this ' +
  'computer (localhost or 127.0.0.1).';

/** Whether the site's Content-Security-Policy lets it call an http(s) URL. */
export function isReachableAiEndpoint(url: URL): boolean {
  if (url.origin === GEMINI_API_ORIGIN) return true;
  return (LOCAL_AI_HOSTS as readonly string[]).includes(url.hostname);
}
