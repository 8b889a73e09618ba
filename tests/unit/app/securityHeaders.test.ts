import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY_META,
  headersFile,
  PYTHON_WORKER_CONTENT_SECURITY_POLICY,
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

  it('lets the site call only itself, the Gemini API and endpoints on this computer', () => {
    expect(directive('connect-src')).toEqual([
      "'self'",
      'https://generativelanguage.googleapis.com',
      'http://localhost:*',
      'https://localhost:*',
      'http://127.0.0.1:*',
      'https://127.0.0.1:*',
    ]);
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
