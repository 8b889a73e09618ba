import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aiBaseUrlProblem } from '@/core/ai/endpointRules';
import {
  CONTENT_SECURITY_POLICY_META,
  headersFile,
  PYTHON_WORKER_CONTENT_SECURITY_POLICY,
  PYTHON_WORKER_HEADERS_RULE,
  PYTHON_WORKER_SCRIPT,
  SECURITY_HEADERS,
} from '@/app/securityHeaders';

const policy = SECURITY_HEADERS['Content-Security-Policy'] ?? '';
const directive = (name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);

type Host = 'netlify' | 'cloudflare-pages';

/**
 * The headers a host that reads `_headers` sends for `path`, as Netlify and Cloudflare Pages apply the
 * file: every rule whose path matches (a `*` matches anything), in the file's order. Cloudflare Pages
 * first removes a header a `! Name` line detaches, then sets each header, joining it with ", " to a
 * value an earlier rule set. Netlify has no `!` lines (a line without a colon is skipped) and keeps the
 * later rule's value of a header. Each value is split on commas: a comma separates two
 * Content-Security-Policies, both enforced.
 */
function servedHeaders(file: string, path: string, host: Host): Map<string, string[]> {
  const rules: { pattern: RegExp; set: [string, string][]; detach: string[] }[] = [];
  for (const line of file.split('\n')) {
    const text = line.trim();
    if (text === '' || text.startsWith('#')) continue;
    if (text.startsWith('/')) {
      const glob = text.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
      rules.push({ pattern: new RegExp(`^${glob}$`), set: [], detach: [] });
      continue;
    }
    const rule = rules.at(-1)!;
    if (text.startsWith('!')) rule.detach.push(text.slice(1).trim());
    else if (text.includes(':')) {
      const at = text.indexOf(':');
      rule.set.push([text.slice(0, at).trim(), text.slice(at + 1).trim()]);
    }
  }
  const values = new Map<string, string>();
  const seen = new Set<string>();
  for (const rule of rules.filter(({ pattern }) => pattern.test(path))) {
    if (host === 'cloudflare-pages') for (const name of rule.detach) values.delete(name);
    for (const [name, value] of rule.set) {
      const earlier = values.get(name);
      values.set(
        name,
        host === 'cloudflare-pages' && seen.has(name) && earlier ? `${earlier}, ${value}` : value,
      );
      seen.add(name);
    }
  }
  return new Map([...values].map(([name, value]) => [name, value.split(',').map((part) => part.trim())]));
}

const HOSTS: Host[] = ['netlify', 'cloudflare-pages'];
const WORKER_PATH = '/assets/python.worker-DkuuwKhX.js';
const PAGE_PATHS = [
  '/',
  '/playground',
  '/index.html',
  '/assets/index-DkuuwKhX.js',
  '/assets/jsRunner.worker-Ab12.js',
];

describe('public/_headers as Netlify and Cloudflare Pages apply it', () => {
  const file = readFileSync(join(import.meta.dirname, '../../../public/_headers'), 'utf8');

  it.each(HOSTS)(
    '%s serves the Python worker’s script with its own policy alone, which allows WebAssembly',
    (host) => {
      const served = servedHeaders(file, WORKER_PATH, host);
      expect(served.get('Content-Security-Policy')).toEqual([PYTHON_WORKER_CONTENT_SECURITY_POLICY]);
      expect(PYTHON_WORKER_CONTENT_SECURITY_POLICY).toContain("'wasm-unsafe-eval'");
      // The other headers still come from the site-wide rule.
      expect(served.get('X-Content-Type-Options')).toEqual(['nosniff']);
      expect(served.get('Cross-Origin-Opener-Policy')).toEqual(['same-origin']);
    },
  );

  it.each(HOSTS)('%s serves every other path with the page’s policy alone, without WebAssembly', (host) => {
    for (const path of PAGE_PATHS) {
      const policies = servedHeaders(file, path, host).get('Content-Security-Policy');
      expect(policies, path).toEqual([SECURITY_HEADERS['Content-Security-Policy']]);
      expect(policies?.join(), path).not.toContain('wasm-unsafe-eval');
    }
  });

  it('would send Cloudflare Pages both policies for the worker without the detach line', () => {
    const withoutDetach = file.replace('  ! Content-Security-Policy\n', '');
    expect(
      servedHeaders(withoutDetach, WORKER_PATH, 'cloudflare-pages').get('Content-Security-Policy'),
    ).toEqual([SECURITY_HEADERS['Content-Security-Policy'], PYTHON_WORKER_CONTENT_SECURITY_POLICY]);
  });

  it('matches the same worker scripts as the policy the preview server sends', () => {
    const rule = new RegExp(`^${PYTHON_WORKER_HEADERS_RULE.replace(/\./g, '\\.').replace('*', '.*')}$`);
    for (const path of [WORKER_PATH, ...PAGE_PATHS])
      expect(rule.test(path), path).toBe(PYTHON_WORKER_SCRIPT.test(path));
  });
});

describe('the security policy', () => {
  it('runs no inline script, no eval and no WebAssembly', () => {
    expect(directive('script-src')).toEqual(["'self'"]);
    expect(policy).not.toContain('wasm-unsafe-eval');
    expect(CONTENT_SECURITY_POLICY_META).not.toContain('wasm-unsafe-eval');
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it("asks for HTTPS and keeps other sites' windows away, from hosts that send the headers", () => {
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toBe('max-age=31536000');
    expect(SECURITY_HEADERS['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headersFile()).toContain('  Strict-Transport-Security: max-age=31536000\n');
    expect(headersFile()).toContain('  Cross-Origin-Opener-Policy: same-origin\n');
  });

  it('lets the site call only itself, the Gemini API and the local model servers’ ports', () => {
    const local = ['localhost', '127.0.0.1'].flatMap((host) =>
      [11434, 1234, 8080].flatMap((port) => [`http://${host}:${port}`, `https://${host}:${port}`]),
    );
    expect(directive('connect-src')).toEqual([
      "'self'",
      'https://generativelanguage.googleapis.com',
      ...local,
    ]);
    expect(policy).not.toContain(':*');
  });

  it('allows in connect-src exactly the base URLs the AI settings accept', () => {
    const sources = directive('connect-src') ?? [];
    const allowed = (url: string) =>
      sources.some((source) => source !== "'self'" && new URL(url).origin === source);
    for (const url of [
      'http://localhost:11434/v1',
      'https://127.0.0.1:1234/v1',
      'http://127.0.0.1:8080/v1',
      'https://generativelanguage.googleapis.com/',
      'http://localhost:3000/v1',
      'https://127.0.0.1:8443/v1',
      'http://localhost/v1',
      'https://api.example.test/v1',
    ])
      expect(allowed(url), url).toBe(aiBaseUrlProblem(url) === null);
  });

  it('takes workers from the site only, and no plugins, base URL or framing', () => {
    expect(directive('worker-src')).toEqual(["'self'"]);
    expect(directive('object-src')).toEqual(["'none'"]);
    expect(directive('base-uri')).toEqual(["'none'"]);
    expect(directive('frame-ancestors')).toEqual(["'none'"]);
  });

  it('leaves the directives a meta tag cannot carry out of the meta tag', () => {
    expect(CONTENT_SECURITY_POLICY_META).not.toContain('frame-ancestors');
    expect(policy.startsWith(CONTENT_SECURITY_POLICY_META)).toBe(true);
  });

  it('lets only this site use the microphone', () => {
    expect(SECURITY_HEADERS['Permissions-Policy']).toMatch(/^microphone=\(self\)/);
  });

  it('is what public/_headers sends', () => {
    const file = readFileSync(join(import.meta.dirname, '../../../public/_headers'), 'utf8');
    expect(file).toBe(headersFile());
  });

  it('lets only the Python runner’s worker compile WebAssembly, and it may fetch only from the site', () => {
    const workerDirective = (name: string) =>
      PYTHON_WORKER_CONTENT_SECURITY_POLICY.split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([directiveName]) => directiveName === name)
        ?.slice(1);
    expect(workerDirective('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(workerDirective('connect-src')).toEqual(["'self'"]);
    expect(PYTHON_WORKER_CONTENT_SECURITY_POLICY).not.toContain("'unsafe-eval'");
    expect(PYTHON_WORKER_SCRIPT.test('/assets/python.worker-DkuuwKhX.js')).toBe(true);
    expect(PYTHON_WORKER_SCRIPT.test('/assets/index-DkuuwKhX.js')).toBe(false);
    expect(PYTHON_WORKER_SCRIPT.test('/assets/python.worker-DkuuwKhX.js.map')).toBe(false);
  });
});
