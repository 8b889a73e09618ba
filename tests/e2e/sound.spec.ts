import { pitchOf } from '@/core/sound';
import type { Page } from '@playwright/test';
import { appReady } from './app';
import { installFrozenClock } from './clock';
import { expect, test } from './fixtures';
import { RacePage } from './pages/RacePage';

interface HeardTone {
  pitch: number;
  pan: number;
}

/**
 * Replaces Web Audio with a recorder before the site loads: it counts the audio contexts made and the
 * tones started (pitch and stereo position), so the test listens without speakers.
 */
async function listen(page: Page) {
  await page.addInitScript(() => {
    const heard: { pitch: number; pan: number }[] = [];
    const record = window as unknown as { heardTones: typeof heard; audioContexts: number };
    record.heardTones = heard;
    record.audioContexts = 0;
    const param = (apply: (value: number) => void = () => {}) => ({
      setValueAtTime: (value: number) => apply(value),
      linearRampToValueAtTime: () => {},
    });
    class RecordingAudioContext {
      state = 'suspended';
      destination = {};
      private reads = 0;
      constructor() {
        record.audioContexts += 1;
      }
      // Moves on at every read, so tones under a frozen page clock are still apart in audio time.
      get currentTime() {
        return (this.reads += 1) * 0.05;
      }
      resume() {
        this.state = 'running';
        return Promise.resolve();
      }
      suspend() {
        this.state = 'suspended';
        return Promise.resolve();
      }
      close() {
        this.state = 'closed';
        return Promise.resolve();
      }
      createOscillator() {
        const tone = { pitch: 0, pan: 0 };
        return {
          type: 'sine',
          frequency: param((value) => (tone.pitch = value)),
          connect: (node: { tone?: typeof tone }) => void (node.tone = tone),
          start: () => void heard.push(tone),
          stop: () => {},
        };
      }
      createGain() {
        const node = {
          tone: undefined as { pitch: number; pan: number } | undefined,
          gain: param(),
          connect: (next: { tone?: unknown; panValue?: number }) => {
            next.tone = node.tone;
            if (node.tone && next.panValue !== undefined) node.tone.pan = next.panValue;
          },
        };
        return node;
      }
      createStereoPanner() {
        const node = { panValue: 0, pan: param((value) => (node.panValue = value)), connect: () => {} };
        return node;
      }
    }
    (window as unknown as { AudioContext: unknown }).AudioContext = RecordingAudioContext;
  });
  return {
    tones: () => page.evaluate(() => (window as unknown as { heardTones: HeardTone[] }).heardTones.slice()),
    contexts: () => page.evaluate(() => (window as unknown as { audioContexts: number }).audioContexts),
    setHidden: (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'hidden', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden),
  };
}

test.describe('the sound of sorting', () => {
  test('the sorting visualiser is silent until Sound is turned on, then each step sounds the values it touches', async ({
    page,
  }) => {
    const ears = await listen(page);
    const clock = await installFrozenClock(page);
    await page.goto('/algorithms/sorting?renderer=canvas&algo=bubbleSort&size=10&seed=4');
    await appReady(page);
    const card = page.locator('#sorting-visualizer');
    const figure = card.locator('figure');
    await figure.locator('canvas').waitFor({ state: 'attached' });
    await clock.freeze();
    const stepForward = card.getByRole('button', { name: 'Step forward' });
    const sound = card.getByRole('button', { name: 'Sound', exact: true });

    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await stepForward.click();
    await stepForward.click();
    expect(await ears.contexts()).toBe(0);
    expect(await ears.tones()).toEqual([]);

    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('slider', { name: 'Volume' })).toHaveValue('50');
    await stepForward.click();
    const touched = figure.locator(
      'li[data-state="compare"], li[data-state="swap"], li[data-state="active"]',
    );
    await expect(touched).toHaveCount(2);
    const values = await touched.evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute('data-value'))),
    );
    await expect.poll(() => ears.tones()).toHaveLength(2);
    expect((await ears.tones()).map((tone) => tone.pitch)).toEqual(
      values.map((value) => pitchOf(value, 100)),
    );
    expect(await ears.contexts()).toBe(1);

    // A hidden page stays silent; shown again, it sounds again.
    await ears.setHidden(true);
    await stepForward.click();
    await page.keyboard.press('ArrowRight');
    expect(await ears.tones()).toHaveLength(2);
    await ears.setHidden(false);
    await stepForward.click();
    await expect.poll(async () => (await ears.tones()).length).toBe(4);

    // Off again: silent.
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await expect(card.getByRole('slider', { name: 'Volume' })).toHaveCount(0);
    await stepForward.click();
    expect(await ears.tones()).toHaveLength(4);
  });

  test('a race sounds each lane from its own side, and only while it runs', async ({ page }) => {
    const ears = await listen(page);
    const race = new RacePage(page);
    await race.open('tab=sorting&algos=bubbleSort,insertionSort,selectionSort&size=20&seed=3&speed=50');
    const sound = race.panel.getByRole('button', { name: 'Sound', exact: true });
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    await page.clock.runFor(1_000);
    expect(await ears.tones()).toEqual([]);

    await race.start.click();
    await page.clock.runFor(1_000);
    const tones = await ears.tones();
    expect(new Set(tones.map((tone) => tone.pan))).toEqual(new Set([-0.8, 0, 0.8]));
    for (const tone of tones) {
      expect(tone.pitch).toBeGreaterThanOrEqual(220);
      expect(tone.pitch).toBeLessThanOrEqual(1760 + 1e-9);
    }

    await race.pause.click();
    const paused = (await ears.tones()).length;
    await page.clock.runFor(1_000);
    expect(await ears.tones()).toHaveLength(paused);
  });
});
