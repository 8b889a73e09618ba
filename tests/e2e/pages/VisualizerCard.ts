import type { Locator, Page } from '@playwright/test';

/** One shared algorithm visualiser card (sorting page, or one of the searching page's two). */
export class VisualizerCard {
  readonly figure: Locator;
  readonly narration: Locator;
  readonly visualize: Locator;
  readonly pause: Locator;
  readonly resume: Locator;
  readonly reset: Locator;
  readonly stepBack: Locator;
  readonly stepForward: Locator;
  readonly sizeSlider: Locator;
  readonly speedSlider: Locator;
  readonly stepSlider: Locator;
  readonly elapsed: Locator;

  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {
    this.figure = root.locator('figure[data-scene]');
    this.narration = this.figure.locator('[aria-live="polite"]');
    this.visualize = root.getByRole('button', { name: 'Visualize', exact: true });
    this.pause = root.getByRole('button', { name: 'Pause', exact: true });
    this.resume = root.getByRole('button', { name: 'Resume', exact: true });
    this.reset = root.getByRole('button', { name: 'Reset', exact: true });
    this.stepBack = root.getByRole('button', { name: 'Step back' });
    this.stepForward = root.getByRole('button', { name: 'Step forward' });
    this.sizeSlider = root.getByRole('slider', { name: 'Array Size' });
    this.speedSlider = root.getByRole('slider', { name: 'Animation Speed' });
    this.stepSlider = root.getByRole('slider', { name: 'Step' });
    this.elapsed = root.getByTestId('elapsed');
  }

  values(): Promise<number[]> {
    return this.figure
      .locator('ol > li')
      .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-value'))));
  }

  states(): Promise<string[]> {
    return this.figure
      .locator('ol > li')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-state') ?? ''));
  }

  stat(label: string): Locator {
    return this.root
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd');
  }

  async stepIndex(): Promise<number> {
    return Number(await this.stepSlider.inputValue());
  }

  async stepCount(): Promise<number> {
    return Number(await this.stepSlider.getAttribute('max'));
  }

  async setTopSpeed() {
    await this.speedSlider.focus();
    await this.page.keyboard.press('End');
  }
}
