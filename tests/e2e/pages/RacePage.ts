import type { Locator, Page } from '@playwright/test';
import { installFrozenClock } from '../clock';
import { appReady } from '../app';

export interface LeaderboardRow {
  rank: string;
  algorithm: string;
  status: string;
  time: string;
  moves: string;
  comparisons: string;
}

/** The Race Mode screen: its panel, controls, lanes (through the scene's DOM mirror) and leaderboard. */
export class RacePage {
  readonly panel: Locator;
  readonly figure: Locator;
  readonly narration: Locator;
  readonly start: Locator;
  readonly pause: Locator;
  readonly resume: Locator;
  readonly reset: Locator;
  readonly presenter: Locator;
  readonly exitPresenter: Locator;
  readonly sizeSlider: Locator;
  readonly speedSlider: Locator;
  readonly preset: Locator;
  readonly customInput: Locator;
  readonly newArray: Locator;
  readonly leaderboard: Locator;
  readonly raceTime: Locator;
  readonly searchTarget: Locator;

  constructor(readonly page: Page) {
    this.panel = page.locator('[data-race-panel]');
    this.figure = page.locator('figure[data-scene="race"]');
    this.narration = this.figure.locator('[aria-live="polite"]');
    this.start = this.panel.getByRole('button', { name: 'Start Race', exact: true });
    this.pause = this.panel.getByRole('button', { name: 'Pause', exact: true });
    this.resume = this.panel.getByRole('button', { name: 'Resume', exact: true });
    this.reset = this.panel.getByRole('button', { name: 'Reset', exact: true });
    this.presenter = this.panel.getByRole('button', { name: 'Presenter', exact: true });
    this.exitPresenter = this.panel.getByRole('button', { name: 'Exit Presenter', exact: true });
    this.sizeSlider = this.panel.getByRole('slider', { name: 'Array Size' });
    this.speedSlider = this.panel.getByRole('slider', { name: 'Animation Speed' });
    this.preset = this.panel.getByLabel('Input', { exact: true });
    this.customInput = this.panel.getByRole('button', { name: 'Custom Input' });
    this.newArray = this.panel.getByRole('button', { name: 'New Array' });
    this.leaderboard = this.panel.getByRole('table');
    this.raceTime = this.panel.getByTestId('race-time');
    this.searchTarget = this.panel.getByTestId('search-target');
  }

  /** Opens /race with the canvas renderer and a frozen clock: time moves only through page.clock.runFor. */
  async open(query = '') {
    const clock = await installFrozenClock(this.page);
    await this.page.goto(`/race?renderer=canvas${query ? `&${query}` : ''}`);
    await appReady(this.page);
    await this.page.locator('h1').waitFor();
    // PixiJS loads after the first paint, on timers the frozen clock would hold back (a race with no
    // algorithm chosen has no scene).
    if ((await this.figure.count()) > 0) await this.figure.locator('canvas').waitFor({ state: 'attached' });
    await clock.freeze();
  }

  tab(name: 'Sorting' | 'Searching'): Locator {
    return this.panel.getByRole('tab', { name });
  }

  toggle(name: string): Locator {
    return this.panel.getByRole('button', { name, exact: true });
  }

  lane(id: string): Locator {
    return this.figure.locator(`ol[data-lane="${id}"]`);
  }

  async laneIds(): Promise<string[]> {
    return this.figure
      .locator('ol[data-lane]')
      .evaluateAll((lists) => lists.map((l) => l.getAttribute('data-lane') ?? ''));
  }

  laneValues(id: string): Promise<number[]> {
    return this.lane(id)
      .locator('li')
      .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-value'))));
  }

  laneStates(id: string): Promise<string[]> {
    return this.lane(id)
      .locator('li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-state') ?? ''));
  }

  async laneNumber(id: string, attribute: string): Promise<number> {
    return Number(await this.lane(id).getAttribute(`data-${attribute}`));
  }

  async rows(): Promise<LeaderboardRow[]> {
    return this.leaderboard.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const cells = [...row.querySelectorAll('td, th')].map((cell) => (cell.textContent ?? '').trim());
        return {
          rank: cells[0] ?? '',
          algorithm: cells[1] ?? '',
          status: cells[2] ?? '',
          time: cells[3] ?? '',
          moves: cells[4] ?? '',
          comparisons: cells[5] ?? '',
        };
      }),
    );
  }

  async columnHeaders(): Promise<string[]> {
    return this.leaderboard.locator('thead th').allTextContents();
  }

  async dialogField(name: string) {
    return this.page.getByRole('dialog').getByLabel(name, { exact: true });
  }
}
