import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export const screenshotDir = path.join(__dirname, '..', 'artifacts', 'screenshots');

/** Keeps a named screenshot as a CI artifact (e2e/artifacts/screenshots). */
export const keepScreenshot = async (page: Page, name: string): Promise<void> => {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
};

/**
 * Fails the test on any uncaught page error or console error the test did not expect, so a
 * broken bundle cannot pass silently.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** The WCAG 2.1 A and AA rules axe-core checks (no violation on any public route). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** One line per violation and node: rule, impact, CSS target and axe's summary of the failure. */
const describeViolations = (violations: Result[]): string[] =>
  violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) ${node.target.join(' ')}: ${
          node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help
        }`,
    ),
  );

/**
 * Waits until no animation runs on the page. The page is brought to the front first, and the check
 * polls on a timer: a page behind another (a second context's page opened later) gets no animation
 * frames in headless Chromium, so polling on requestAnimationFrame would wait forever. A wait that
 * times out names the animations still running (a spinner whose data never came, say).
 */
export const waitForAnimations = async (page: Page, what: string): Promise<void> => {
  await page.bringToFront();
  try {
    await page.waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      { polling: 100, timeout: 30_000 },
    );
  } catch (error) {
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => {
          const effect = animation.effect as KeyframeEffect | null;
          const target = effect?.target;
          const name = animation instanceof CSSAnimation ? animation.animationName : 'transition';
          return `${name} on ${target ? `${target.tagName.toLowerCase()}.${target.className}` : '?'}`;
        }),
    );
    throw new Error(`animations still running on ${what}: ${running.join('; ')}`, {
      cause: error,
    });
  }
};

/**
 * Runs axe-core (WCAG 2.1 AA tags) once the page's animations and transitions have finished (a
 * page fading in has half-way colours that fail contrast) and fails with a readable list of every
 * violation. `what` names the screen and width in the failure message.
 */
export const expectNoAxeViolations = async (page: Page, what: string): Promise<void> => {
  await waitForAnimations(page, what);
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  expect(describeViolations(results.violations), `axe violations on ${what}`).toEqual([]);
};
