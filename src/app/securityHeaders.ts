/**
 * The production build's security policy, in one place: vite.config.ts puts the Content-Security-Policy
 * into the built index.html as a meta tag and sends every header from `vite preview`; public/_headers
 * carries the same headers for static hosts that read it (a unit test keeps it in step).
 */
// Relative, not '@/', because vite.config.ts loads this file before any alias exists.
import { AI_CONNECT_SOURCES } from '../core/ai/reachableEndpoints.ts';

const contentSecurityDirectives: Record<string, readonly string[]> = {
  'default-src': ["'self'"],
  // No inline script, no eval and no WebAssembly: PixiJS runs through pixi.js/unsafe-eval, and pdf.js
  // (in its worker, under the same headers) reads text with WebAssembly off.
  'script-src': ["'self'"],
  // Inline styles come from libraries that insert <style> elements (the toaster, scroll locking).
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...AI_CONNECT_SOURCES],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'media-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
};

/** Directives a meta tag cannot carry; only hosts that send the headers apply them. */
const headerOnlyDirectives: Record<string, readonly string[]> = {
  'frame-ancestors': ["'none'"],
};

const serialize = (directives: Record<string, readonly string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** For <meta http-equiv="Content-Security-Policy">. */
export const CONTENT_SECURITY_POLICY_META = serialize(contentSecurityDirectives);

/**
 * The Python runner's worker script (`src/player-ui/code-runner/python/python.worker.ts`, built as
 * `/assets/python.worker-<hash>.js`). A dedicated worker takes its policy from its own script's response,
 * so only that worker is allowed to compile WebAssembly, which Pyodide needs; the page's policy stays as
 * strict as above.
 */
export const PYTHON_WORKER_SCRIPT = /^\/assets\/python\.worker-[\w-]+\.js$/;

export const PYTHON_WORKER_CONTENT_SECURITY_POLICY = serialize({
  ...contentSecurityDirectives,
  ...headerOnlyDirectives,
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  // It fetches Pyodide's files from the site and nothing else.
  'connect-src': ["'self'"],
});

/** The response headers every page of the site is served with. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': serialize({ ...contentSecurityDirectives, ...headerOnlyDirectives }),
  // The chat's voice input is the only feature that needs a device; nothing else may ask.
  'Permissions-Policy': 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  // Header-only, like frame-ancestors: HTTPS for a year once a browser has seen the site over HTTPS, and
  // no window of another site keeps a handle on this one.
  'Strict-Transport-Security': 'max-age=31536000',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The `_headers` rule for the Python runner's worker script (PYTHON_WORKER_SCRIPT). */
export const PYTHON_WORKER_HEADERS_RULE = '/assets/python.worker-*';

/**
 * public/_headers in the format Netlify and Cloudflare Pages read. Both apply every rule whose path
 * matches, in order, so the worker's script also matches `/*`. Cloudflare Pages joins a header two
 * rules set into one value (two policies, both enforced) unless the later rule first detaches it with
 * `! Content-Security-Policy`; Netlify keeps the later rule's value and skips that line (it has no
 * colon). Either way the worker's script is served with its own policy alone.
 */
export function headersFile(): string {
  const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return [
    '/*',
    ...lines,
    PYTHON_WORKER_HEADERS_RULE,
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${PYTHON_WORKER_CONTENT_SECURITY_POLICY}`,
    '',
  ].join('\n');
}
