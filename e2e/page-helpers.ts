import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** An input by its label; Mantine appends " *" to the labels of required fields. */
export function field(scope: Locator | Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`)).first();
}

/**
 * Places the amount shown in the bid panel (the minimum next bid) through the confirmation dialog,
 * as a user does in Romanian, and checks the server accepted it.
 */
export async function placeMinimumBid(page: Page): Promise<void> {
  await page.getByTestId('bid-panel').getByRole('button', { name: 'Plasați oferta' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').check();
  const response = page.waitForResponse((r) => r.url().includes('/bids') && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Confirmați oferta' }).click();
  expect((await response).status()).toBe(201);
}

/** Clicks until `opens` shows: the server's HTML shows a button before the app hydrates it, and a click before that does nothing. */
export async function clickUntilVisible(target: Locator, opens: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await target.click({ timeout: 2000 }).catch(() => {});
      return opens.isVisible();
    })
    .toBe(true);
}
