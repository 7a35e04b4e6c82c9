import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Serious and critical WCAG 2.1 A/AA violations and invisible text on the page (or inside `include`),
 * one readable line each (rule, node, why). The bar in every browser test is none.
 */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
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
