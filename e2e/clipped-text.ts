import type { Page } from 'playwright-core';

/**
 * Text cut off on purpose, each with why it is fine. An entry applies only when the element (or an
 * ancestor inside the same control) carries the full text in `title` or `aria-label`, so a
 * whitelisted title still cannot hide its words from anyone.
 */
export const INTENTIONAL_TRUNCATION: ReadonlyArray<{ selector: string; reason: string }> = [];

/** What the check considers a button, badge, pill, label, tab or link: these and everything inside them. */
const CONTROLS = [
  'button',
  'a',
  'label',
  '[role="button"]',
  '[role="tab"]',
  '[role="link"]',
  '[role="option"]',
  '.mantine-Badge-root',
  '.filter-chip',
  '.mantine-Chip-label',
  '.mantine-SegmentedControl-label',
  '.mantine-InputWrapper-label',
].join(', ');

/*
 * Run in the page as text: this project's type checking has no DOM library. An element is clipped
 * when its computed overflow-x hides content (hidden or clip; an ellipsis needs one of them) and its
 * content is wider than its box (1 px of rounding allowed). Visually hidden text for screen readers
 * (a 1 px box clipped on purpose) and elements not rendered are not on screen, so not clipped.
 */
const SCRIPT_CLIPPED = `((controls, whitelist) => {
  const describe = (el) => {
    const parts = [];
    for (let node = el; node && node !== document.body && parts.length < 4; node = node.parentElement) {
      const testId = node.getAttribute('data-testid');
      const mantine = Array.from(node.classList).find((c) => c.startsWith('mantine-'));
      parts.unshift(node.tagName.toLowerCase() + (testId ? '[data-testid="' + testId + '"]' : '') + (mantine ? '.' + mantine : ''));
      if (testId) break;
    }
    return parts.join(' > ');
  };
  const fullTextNearby = (el, text) => {
    for (let node = el; node; node = node.parentElement) {
      const label = (node.getAttribute('title') || '') + ' ' + (node.getAttribute('aria-label') || '');
      if (label.replace(/\\s+/g, ' ').includes(text)) return true;
      if (node.matches('a, button, [role="button"]')) return false;
    }
    return false;
  };
  const seen = new Set();
  const found = [];
  for (const root of document.querySelectorAll(controls)) {
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (seen.has(el)) continue;
      seen.add(el);
      const style = getComputedStyle(el);
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      const text = (el.innerText || '').replace(/\\s+/g, ' ').trim();
      if (!text) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (style.clip && style.clip !== 'auto') continue;
      const allowed = whitelist.find((entry) => el.closest(entry));
      if (allowed && fullTextNearby(el, text)) continue;
      found.push(describe(el) + ' "' + text.slice(0, 80) + '" (content ' + el.scrollWidth + ' px in ' + el.clientWidth + ' px)');
    }
  }
  return found;
})`;

/** Every visible control whose text is cut off, one line each: where, what it says, content and box widths. */
export async function clippedText(page: Page): Promise<string[]> {
  const whitelist = INTENTIONAL_TRUNCATION.map((entry) => entry.selector);
  return (await page.evaluate(
    `${SCRIPT_CLIPPED}(${JSON.stringify(CONTROLS)}, ${JSON.stringify(whitelist)})`,
  )) as string[];
}
