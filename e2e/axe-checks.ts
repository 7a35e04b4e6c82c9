import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Serious and critical WCAG 2.1 A/AA violations and invisible text on the page (or inside `include`),
 * one readable line each (rule, node, why). The bar in every browser test is none.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  await settleTransitions(page);
  const analyze = () => {
    let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
    if (include) builder = builder.include(include);
    return builder.analyze();
  };
  const { violations, incomplete } = await analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${v.id} (${v.impact}) at ${node.target.join(' ')} ${node.html.slice(0, 160)}: ${node.failureSummary?.replace(/\s+/g, ' ')}`,
      ),
    );
  // axe takes text exactly the colour of its background (1:1) for deliberately hidden text and only
  // asks for a review; here it is a defect (a badge that is a solid bar). A node caught mid-render
  // can read 1:1 for an instant, so only what still does a second later counts.
  let invisible = equalColourText(incomplete);
  if (invisible.length > 0) {
    await page.waitForTimeout(1000);
    const again = new Set(equalColourText((await analyze()).incomplete));
    invisible = invisible.filter((line) => again.has(line));
  }
  return [...serious, ...invisible];
}

/**
 * Waits until no finite animation or transition runs (a drawer or dialog fading in): axe reads the
 * colours of that instant, and text half faded in over a half-dark overlay fails contrast it has once
 * shown. Endless animations (a loader) never end and are not waited for.
 */
async function settleTransitions(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      // The e2e project has no DOM typings: only the calls made here, typed by hand.
      type Running = { playState: string; effect: { getComputedTiming(): { endTime?: number | string } } | null };
      const { document } = globalThis as unknown as { document: { getAnimations(): Running[] } };
      return document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
        );
    },
    undefined,
    { timeout: 10_000 },
  );
}

function equalColourText(incomplete: AxeResults['incomplete']): string[] {
  return incomplete
    .filter((v) => v.id === 'color-contrast')
    .flatMap((v) =>
      v.nodes.filter((node) =>
        node.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === 'equalRatio'),
      ),
    )
    .map(
      (node) =>
        `color-contrast 1:1 (text the colour of its background) at ${node.target.join(' ')} ${node.html.slice(0, 160)}`,
    );
}
