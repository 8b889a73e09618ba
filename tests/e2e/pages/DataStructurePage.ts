import type { Locator, Page } from '@playwright/test';
import { appReady, operationStarted } from '../app';

export type SceneName = 'array' | 'stack' | 'queue' | 'linked-list';

/**
 * A data-structure page (Arrays, Stacks, Queues, Linked Lists) driven on Playwright's fake clock:
 * operations run only as far as `advance` moves time, so every step can be checked in order.
 */
export class DataStructurePage {
  readonly figure: Locator;
  /** The status message line (the scene's live narration). */
  readonly status: Locator;
  readonly step: Locator;
  /** The lines under the scene ('Stack Size: 5', 'Top Element: 50', 'Stack is empty', ...). */
  readonly summary: Locator;
  readonly operations: Locator;
  readonly mirrorItems: Locator;

  constructor(
    readonly page: Page,
    readonly scene: SceneName,
  ) {
    this.figure = page.locator(`figure[data-scene="${scene}"]`);
    this.status = this.figure.locator('[data-narration]');
    this.step = page.locator('[data-step]');
    this.summary = page.locator('[data-summary] > li');
    this.operations = page.getByRole('region', { name: 'Operations' });
    this.mirrorItems = this.figure.locator('ol > li[data-value][data-state]');
  }

  /**
   * Opens the page (`path` may carry a shared link's parameters) with time paused; nothing scheduled
   * runs until `advance`. With `realTime`, the
   * clock is left alone (axe-core, for one, needs timers that run).
   */
  async goto(path: string, { realTime = false }: { realTime?: boolean } = {}) {
    if (!realTime) await this.page.clock.install();
    await this.page.goto(`${path}${path.includes('?') ? '&' : '?'}renderer=canvas`);
    await appReady(this.page);
    await this.page.locator('main h1').first().waitFor();
    await this.figure.waitFor();
    if (realTime) return;
    // PixiJS loads after the first paint, on timers the frozen clock would hold back.
    await this.figure.locator('canvas').waitFor({ state: 'attached' });
    await this.page.clock.pauseAt(Date.now() + 60_000);
  }

  /** Waits for an operation just asked for to start (see operationStarted). */
  async started() {
    await operationStarted(this.page);
  }

  async advance(ms: number) {
    await this.started();
    await this.page.clock.runFor(ms);
  }

  operation(name: string): Locator {
    return this.operations.getByRole('button', { name, exact: true });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  field(dialog: Locator, label: string): Locator {
    return dialog.getByLabel(label, { exact: true });
  }

  /** Opens an operation's dialog, fills its fields (by exact label) and confirms with the button. */
  async run(operation: string, title: string, fields: Record<string, string>, confirm: string) {
    await this.operation(operation).click();
    const dialog = this.dialog(title);
    await dialog.waitFor();
    for (const [label, value] of Object.entries(fields)) await this.field(dialog, label).fill(value);
    await dialog.getByRole('button', { name: confirm, exact: true }).click();
    await this.started();
    return dialog;
  }

  async mirrorValues(): Promise<number[]> {
    await this.started();
    return this.mirrorItems.evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute('data-value'))),
    );
  }

  async mirrorStates(): Promise<string[]> {
    await this.started();
    return this.mirrorItems.evaluateAll((items) =>
      items.map((item) => item.getAttribute('data-state') ?? ''),
    );
  }

  /** The mirror as 'value:state' strings, for compact assertions. */
  async mirror(): Promise<string[]> {
    await this.started();
    return this.mirrorItems.evaluateAll((items) =>
      items.map((item) => `${item.getAttribute('data-value')}:${item.getAttribute('data-state')}`),
    );
  }
}
