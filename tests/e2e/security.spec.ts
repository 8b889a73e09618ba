import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CONTENT_SECURITY_POLICY_META, headersFile, SECURITY_HEADERS } from '../../src/app/securityHeaders';
import { expect, test } from './fixtures';

const dist = process.env.E2E_DIST ?? 'dist';

/** Strings that look like a provider's secret, or a provider URL that carries one. */
const secretPatterns: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: 'Google API key', pattern: /AIza[0-9A-Za-z_-]{30,}/ },
  { name: 'OpenAI-style secret key', pattern: /\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}/ },
  { name: 'GitHub token', pattern: /\bgh[pousr]_[A-Za-z0-9]{30,}/ },
  { name: 'AWS access key', pattern: /\bAKIA[0-9A-Z]{16}\b/ },
  { name: 'bearer token', pattern: /Bearer [A-Za-z0-9._~+/-]{20,}/ },
  {
    name: 'URL with a key in its query',
    pattern: /[?&](?:key|api_key|apikey|access_token)=[A-Za-z0-9._-]{10,}/i,
  },
];

function secretsIn(text: string): string[] {
  return secretPatterns.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
}

test.describe('the production build', () => {
  test('the secret scan recognises every kind of secret it looks for', () => {
    // Assembled here from a prefix and filler, so the repository itself holds nothing key-shaped.
    const filler = (length: number) => 'x'.repeat(length);
    const planted = [
      `const k = "${'AIza'}${filler(35)}";`,
      `headers: { Authorization: "${'Bearer'} ${filler(30)}" }`,
      `${'sk-'}${filler(30)}`,
      `${'ghp_'}${filler(36)}`,
      `${'AKIA'}${'X'.repeat(16)}`,
      `fetch("https://generativelanguage.googleapis.com/v1beta/models/x:generateContent?${'key='}${filler(12)}")`,
    ].join('\n');
    expect(secretsIn(planted)).toEqual(secretPatterns.map(({ name }) => name));
  });

  test('holds no key-shaped string and no provider URL carrying a key', async () => {
    const files = (await readdir(dist, { recursive: true })).filter((file) =>
      /\.(js|mjs|html|css|json|webmanifest|txt)$|_headers$/.test(file),
    );
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      expect(secretsIn(await readFile(join(dist, file), 'utf8')), file).toEqual([]);
    }
  });

  test('carries the Content-Security-Policy in index.html and the headers in _headers', async () => {
    const html = await readFile(join(dist, 'index.html'), 'utf8');
    expect(html).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY_META}" />`,
    );
    expect(await readFile(join(dist, '_headers'), 'utf8')).toBe(headersFile());
  });
});

test('every page is served with the security headers', async ({ page }) => {
  const response = await page.goto('/algorithms/sorting');
  const headers = response?.headers() ?? {};
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(headers[name.toLowerCase()]).toBe(value);
});

// A page of its own: the shared fixture fails any test in which the policy blocks something.
test('an inline script is refused by the policy', async ({ browser, baseURL }) => {
  const page = await browser.newPage();
  await page.goto(`${baseURL}/about`);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true;';
    document.head.append(script);
    return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan === true;
  });
  expect(ran).toBe(false);
  await page.close();
});
