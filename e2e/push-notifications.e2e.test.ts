import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, createUser, createVehicle } from '@autolicit/test-support';
import { signInContext } from './app-under-test';
import { useBrowserScene } from './browser-scene';
import { seriousViolations } from './axe-checks';
import { placeMinimumBid } from './page-helpers';

/**
 * Web Push in the browser: a push delivered to the service worker (through the DevTools protocol,
 * as a push service would) shows its notification, anything else shows none; and the dashboard's
 * "Dispozitive cu notificări" lists the user's devices and removes one.
 */
const scene = useBrowserScene();

async function newContext(options: { language?: 'ro' | 'en'; email?: string } = {}): Promise<BrowserContext> {
  const context = await scene.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['notifications'], { origin: scene.app.url });
  if (options.language === 'en') await context.addInitScript("localStorage.setItem('autolicit.language', 'en')");
  if (options.email) await signInContext(context, scene.app.url, options.email, TEST_PASSWORD);
  return context;
}

/** Opens a page and waits until its service worker is active and controls it. */
async function openControlled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.reload();
  await expect.poll(() => page.evaluate('navigator.serviceWorker.controller?.state ?? null')).toBe('activated');
}

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url: string };
  lang: string;
  actions: { action: string; title: string }[];
}

function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(`(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title, body: n.body, tag: n.tag, data: n.data, lang: n.lang,
      actions: (n.actions ?? []).map((a) => ({ action: a.action, title: a.title })),
    }));
  })()`) as Promise<ShownNotification[]>;
}

/** A subscription as a browser would send it: a made-up FCM endpoint and a real P-256 public key. */
function madeUpSubscription(language: 'ro' | 'en') {
  const ecdh = createECDH('prime256v1');
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`,
    expirationTime: null,
    keys: { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    language,
  };
}

async function addDevice(context: BrowserContext, userAgent: string, language: 'ro' | 'en'): Promise<string> {
  const response = await context.request.post(`${scene.app.url}/api/push/subscriptions`, {
    data: madeUpSubscription(language),
    headers: { Origin: scene.app.url, 'User-Agent': userAgent },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('a push delivered to the service worker', () => {
  it('shows our payload as a notification, and shows nothing for one that is not ours', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await openControlled(page, `${scene.app.url}/`);
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find(
          (registration) => registration.scopeURL === `${scene.app.url}/` && !registration.isDeleted,
        );
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const deliver = async (data: string) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: scene.app.url,
        registrationId: await registrationId,
        data,
      });

    const vehicleId = randomUUID();
    const payload = {
      kind: 'bid-outbid',
      vehicleId,
      title: 'Oferta dvs. a fost depășită',
      body: 'Dacia Duster 2021: oferta curentă este 14.000 €.',
      url: `/vehicle/${vehicleId}`,
      tag: `bid-outbid:${vehicleId}`,
      sentAt: new Date().toISOString(),
    };
    // Not ours, in the order a worker receives them: nothing may show for either. The DevTools
    // protocol now and then loses the pushes delivered right after the worker took control (about
    // one run in four on a 2-core host, whatever the build): the four go again, in the same order,
    // until ours shows; the same tag replaces it, so a second round cannot add one.
    for (let round = 0; round < 4 && (await shownNotifications(page)).length === 0; round += 1) {
      await deliver('not json at all');
      await deliver(JSON.stringify({ ...payload, kind: 'marketing', tag: 'marketing' }));
      await deliver(JSON.stringify({ ...payload, url: 'https://evil.example/', tag: 'elsewhere' }));
      await deliver(JSON.stringify(payload));
      await expect
        .poll(() => shownNotifications(page), { timeout: 3_000 })
        .toHaveLength(1)
        .catch(() => undefined);
    }

    await expect.poll(() => shownNotifications(page)).toHaveLength(1);
    expect(await shownNotifications(page)).toEqual([
      {
        title: payload.title,
        body: payload.body,
        tag: payload.tag,
        data: { url: payload.url },
        lang: 'ro',
        actions: [{ action: 'bid-again', title: 'Licitați din nou' }],
      },
    ]);
  });
});

describe('"Dispozitive cu notificări" on the dashboard', () => {
  it('lists the devices added through the API and removes one after the confirmation', async () => {
    const user = await createUser(scene.app.server.ctx);
    const context = await newContext({ email: user.email });
    const phone = await addDevice(context, ANDROID, 'ro');
    await addDevice(context, WINDOWS_FIREFOX, 'en');
    const page = await context.newPage();
    await page.goto(`${scene.app.url}/dashboard`);

    const section = page.getByRole('region', { name: 'Dispozitive cu notificări' });
    const rows = section.getByTestId('push-device');
    await expect.poll(() => rows.count()).toBe(2);
    const texts = await rows.allTextContents();
    expect(texts.find((text) => text.includes('Android'))).toMatch(/Limba: Română.*Ultima livrare: niciuna încă/);
    expect(texts.find((text) => text.includes('Firefox'))).toMatch(/Limba: English/);
    // This browser has not turned push on: it is offered, and no listed device is this one.
    await section.getByRole('button', { name: 'Activați notificările' }).waitFor();
    expect(await section.getByTestId('this-device').count()).toBe(0);
    expect(await seriousViolations(page, '[data-testid="push-devices"]')).toEqual([]);

    const androidRow = rows.filter({ hasText: 'Android' });
    await androidRow.getByRole('button', { name: /^Eliminați/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Eliminați acest dispozitiv?' });
    await dialog.getByRole('button', { name: 'Eliminați' }).click();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Firefox');
    const listed = (await (await context.request.get(`${scene.app.url}/api/push/subscriptions`)).json()) as {
      devices: { id: string }[];
    };
    expect(listed.devices.map((device) => device.id)).not.toContain(phone);
    expect(listed.devices).toHaveLength(1);
  });

  it('speaks English to an English reader', async () => {
    const user = await createUser(scene.app.server.ctx);
    const context = await newContext({ email: user.email, language: 'en' });
    await addDevice(context, ANDROID, 'en');
    const page = await context.newPage();
    await page.goto(`${scene.app.url}/dashboard`);
    const section = page.getByRole('region', { name: 'Devices with notifications' });
    const row = section.getByTestId('push-device');
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Language: English.*Last delivery: none yet/);
    await section.getByRole('button', { name: 'Turn on notifications' }).waitFor();
    expect(await seriousViolations(page, '[data-testid="push-devices"]')).toEqual([]);

    await row.getByRole('button', { name: /^Remove/ }).click();
    await page.getByRole('dialog', { name: 'Remove this device?' }).getByRole('button', { name: 'Remove' }).click();
    await section.getByText('No device receives notifications.').waitFor();
  });
});

describe('"Notificări" on the dashboard', () => {
  it('keeps a switch turned off across a reload, with an in-app column, and passes axe (Romanian, desktop)', async () => {
    const user = await createUser(scene.app.server.ctx);
    const context = await newContext({ email: user.email });
    const page = await context.newPage();
    await page.goto(`${scene.app.url}/dashboard`);
    const panel = page.getByRole('region', { name: 'Notificări' });
    const inApp = panel.getByRole('switch', { name: 'Oferta dvs. a fost depășită — În aplicație' });
    await expect.poll(() => inApp.isChecked()).toBe(true);
    await expect.poll(() => inApp.isEnabled()).toBe(true);
    // Reminders are push only: no in-app switch for them.
    expect(await panel.getByRole('switch', { name: /se încheie în 2 minute — În aplicație/ }).count()).toBe(0);
    expect(await seriousViolations(page, '[data-testid="notification-preferences-panel"]')).toEqual([]);

    await inApp.click({ force: true });
    await expect.poll(() => inApp.isChecked()).toBe(false);
    await page.reload();
    const reloaded = page
      .getByRole('region', { name: 'Notificări' })
      .getByRole('switch', { name: 'Oferta dvs. a fost depășită — În aplicație' });
    await expect.poll(() => reloaded.isEnabled()).toBe(true);
    expect(await reloaded.isChecked()).toBe(false);
    const stored = (await (await context.request.get(`${scene.app.url}/api/notification-preferences`)).json()) as {
      outbid: Record<string, boolean>;
    };
    expect(stored.outbid).toEqual({ app: false, email: true, push: true });
  });

  it('speaks English on a phone, and passes axe there', async () => {
    const user = await createUser(scene.app.server.ctx);
    const context = await newContext({ email: user.email, language: 'en' });
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${scene.app.url}/dashboard`);
    const panel = page.getByRole('region', { name: 'Notifications' });
    const newBid = panel.getByRole('switch', { name: 'A new bid on your vehicle — Push' });
    await expect.poll(() => newBid.isEnabled()).toBe(true);
    expect(await newBid.isChecked()).toBe(true);
    expect(await panel.getByRole('columnheader', { name: 'In the app' }).count()).toBe(1);
    expect(await seriousViolations(page, '[data-testid="notification-preferences-panel"]')).toEqual([]);
  });
});

describe('the offer after a bid', () => {
  it('appears under the bid panel once the reader has bid, not before, and asks nothing by itself', async () => {
    const seller = await createUser(scene.app.server.ctx);
    const bidder = await createUser(scene.app.server.ctx);
    const vehicle = await createVehicle(scene.app.server.ctx, {
      sellerId: seller.id,
      startingBid: '9000.00',
      auctionEndTime: new Date(Date.now() + 60 * 60_000),
    });
    const context = await scene.newContext({ viewport: { width: 1280, height: 900 } });
    await signInContext(context, scene.app.url, bidder.email, TEST_PASSWORD);
    const page = await context.newPage();
    await page.goto(`${scene.app.url}/vehicle/${vehicle.id}`);
    await page.locator('[data-live="synced"]').waitFor();
    expect(await page.getByTestId('push-offer').count()).toBe(0);

    await placeMinimumBid(page);
    const offer = page.getByTestId('push-offer');
    await offer.getByRole('button', { name: 'Activați notificările' }).waitFor();
    expect(await offer.textContent()).toContain('oferta dvs. este depășită');
    // Nothing was asked of the browser: the permission is still the reader's to give.
    expect(await page.evaluate('Notification.permission')).toBe('default');
    expect(await seriousViolations(page, '[data-testid="push-offer"]')).toEqual([]);
  });
});
