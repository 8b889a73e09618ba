import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, REVOKE_AFTER_MS } from '@/ui/download';

/** A page with just what downloadFile touches: a body, anchors and object URLs. */
function fakePage() {
  const links: { href: string; download: string; rel: string; clicks: number; inPage: boolean }[] = [];
  const blobs = new Map<string, Blob>();
  const revoked: string[] = [];
  vi.stubGlobal('document', {
    createElement: (tag: string) => {
      expect(tag).toBe('a');
      const link = {
        href: '',
        download: '',
        rel: '',
        style: {} as Record<string, string>,
        clicks: 0,
        inPage: false,
        click() {
          link.clicks += 1;
        },
        remove() {
          link.inPage = false;
        },
      };
      links.push(link);
      return link;
    },
    body: {
      append: (link: { inPage: boolean }) => {
        link.inPage = true;
      },
    },
  });
  vi.stubGlobal('URL', {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => revoked.push(url),
  });
  return { links, blobs, revoked };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('downloadFile', () => {
  it('clicks one hidden link to the file, named as asked, and leaves nothing in the page', async () => {
    const page = fakePage();
    downloadFile({ content: 'hello', fileName: 'notes.txt', mimeType: 'text/plain;charset=utf-8' });
    expect(page.links).toHaveLength(1);
    const [link] = page.links;
    expect(link).toMatchObject({ download: 'notes.txt', rel: 'noopener', clicks: 1, inPage: false });
    const blob = page.blobs.get(link?.href ?? '');
    expect(blob?.type).toBe('text/plain;charset=utf-8');
    expect(await blob?.text()).toBe('hello');
  });

  it('lets the file URL go only once the download has had time to start', () => {
    const page = fakePage();
    downloadFile({ content: 'a\tb', fileName: 'deck.txt', mimeType: 'text/plain' });
    vi.advanceTimersByTime(REVOKE_AFTER_MS - 1);
    expect(page.revoked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.revoked).toEqual([page.links[0]?.href]);
  });
});
