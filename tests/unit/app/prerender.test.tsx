import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, prerenderPage } from '@/app/prerender';
import { comingSoonPaths, paths } from '@/ui/paths';

describe('prerendered screens', () => {
  it('covers every screen and planned path, and leaves the lab to the browser', () => {
    expect([...PRERENDERED_PATHS].sort()).toEqual([...Object.values(paths), ...comingSoonPaths].sort());
  });

  it.each([
    ['/', 'Beyond the Code', 'QueueBee DSA Visualizer'],
    ['/race', 'Algorithm Race Mode', 'Algorithm Race Mode · QueueBee DSA Visualizer'],
    ['/algorithms/sorting', 'Sorting Algorithms', 'Sorting Algorithms · QueueBee DSA Visualizer'],
    ['/chat', 'Chat with QueueBee', 'Chat with QueueBee · QueueBee DSA Visualizer'],
    ['/algorithms/dp', 'Dynamic Programming', 'Dynamic Programming · QueueBee DSA Visualizer'],
    // A path still to come shows the coming-soon screen (whichever remains as pages are built).
    ...comingSoonPaths
      .slice(0, 1)
      .map((path) => [path, 'Coming soon', 'Coming soon · QueueBee DSA Visualizer']),
  ])('renders %s as the screen itself, with its title', async (path, heading, title) => {
    const page = await prerenderPage(path);
    expect(page.title).toBe(title);
    expect(page.html).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
    // The screen, not the loading message a lazy screen would show in its place.
    expect(page.html).not.toContain('Loading…');
    expect(page.html).toContain('<nav');
  });

  it('refuses a path that is not a screen', async () => {
    await expect(prerenderPage('/no-such-page')).rejects.toThrow('No route for /no-such-page');
  });
});
