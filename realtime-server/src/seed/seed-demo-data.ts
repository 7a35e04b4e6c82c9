import { availableParallelism } from 'node:os';
import {
  addToWatchlist,
  countUsers,
  insertBid,
  insertProfessionalProfile,
  insertSales,
  insertUser,
  insertVehicle,
  insertVehicleImages,
} from '@autolicit/db';
import { calculateFeeSummary, eurosToCents, centsToMoney } from '@autolicit/shared';
import type { AppContext } from '../app-context';
import { hashPassword } from '../modules/auth/password';
import { processPhoto, type StoredPhoto } from '../modules/uploads/photo.service';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { type DemoVehicle, buildDemoCatalog } from './demo-catalog';
import { renderVehiclePhoto } from './render-vehicle-photo';

const MINUTE_MS = 60_000;
const money = (euros: number) => centsToMoney(eurosToCents(euros));

async function renderPhoto(ctx: AppContext, vehicle: DemoVehicle, variant: number): Promise<StoredPhoto> {
  const jpeg = await renderVehiclePhoto({
    ...vehicle.photo,
    color: vehicle.color,
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    variant,
  });
  return processPhoto(ctx, jpeg);
}

/**
 * Draws every vehicle's photos, one per core at a time: sharp works each image on one thread here
 * (glibc without jemalloc), so drawing them one after another left a core idle for most of a
 * first start (~250 photos, ~170 ms each).
 */
async function renderAllPhotos(ctx: AppContext, catalog: readonly DemoVehicle[]): Promise<Map<string, StoredPhoto[]>> {
  const tasks = catalog.flatMap((vehicle) =>
    Array.from({ length: vehicle.photoCount }, (_, variant) => ({ vehicle, variant })),
  );
  const drawn: StoredPhoto[] = new Array(tasks.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < tasks.length; index = next++)
      drawn[index] = await renderPhoto(ctx, tasks[index]!.vehicle, tasks[index]!.variant);
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, lane));
  const photos = new Map<string, StoredPhoto[]>();
  tasks.forEach(({ vehicle }, index) => photos.set(vehicle.key, [...(photos.get(vehicle.key) ?? []), drawn[index]!]));
  return photos;
}

/**
 * Fills an empty database with demo accounts and about 60 vehicles relative to now: live
 * auctions (some ending within minutes), sold ones with transactions and ended ones. Photos are
 * drawn locally. Everything is written in one transaction, so a failed seed leaves the database
 * empty and the next start tries again. Returns null when the database already had users.
 */
export async function seedDemoDataIfEmpty(ctx: AppContext): Promise<{ vehicles: number } | null> {
  if ((await countUsers(ctx.db)) > 0) return null;
  ctx.logger.info('empty database: seeding demo data (drawing photos takes a moment)');

  const now = ctx.clock.now();
  const catalog = buildDemoCatalog();
  const photos = await renderAllPhotos(ctx, catalog);
  const hashes = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    if (!hashes.has(account.password)) hashes.set(account.password, await hashPassword(account.password));
  }

  await ctx.db.transaction(async (tx) => {
    // Another process may have seeded meanwhile (two servers starting together).
    if ((await countUsers(tx)) > 0) return;
    const ids = new Map<string, string>();
    for (const account of DEMO_ACCOUNTS) {
      const user = await insertUser(tx, {
        email: account.email,
        passwordHash: hashes.get(account.password)!,
        firstName: account.firstName,
        lastName: account.lastName,
        role: account.role,
        isAdmin: account.isAdmin,
        entityType: account.role === 'dealer' ? 'company' : 'individual',
        phone: '+40 722 000 000',
        companyName: account.role === 'dealer' ? 'Auto Premium Cluj SRL' : null,
        createdAt: new Date(now.getTime() - 90 * 24 * 60 * MINUTE_MS),
      });
      ids.set(account.key, user!.id);
    }
    await insertProfessionalProfile(tx, {
      userId: ids.get('dealer')!,
      vatNumber: 'RO18547290',
      country: 'RO',
      companyName: 'Auto Premium Cluj SRL',
      tradingName: 'Auto Premium',
      registrationNumber: 'J12/3456/2012',
      yearEstablished: '2012',
      companyAddress: 'Strada Fabricii 12, Cluj-Napoca',
      city: 'Cluj-Napoca',
      postalCode: '400632',
      website: 'https://autopremium.example.ro',
      businessType: 'dealer',
      primaryMarkets: ['Domestic Market', 'European Union'],
      monthlyVolume: '11-50',
      businessDescription:
        'Dealer auto independent din Cluj-Napoca, specializat în autoturisme premium rulate, importate din Germania.',
      phone: '+40 744 123 456',
      position: 'Director vânzări',
      verificationStatus: 'pending',
    });

    const vehicleIds = new Map<string, string>();
    for (const demo of catalog) {
      const end = new Date(now.getTime() + demo.endOffsetMinutes * MINUTE_MS);
      const start = new Date(end.getTime() - demo.auctionDays * 24 * 60 * MINUTE_MS);
      const lastBid = demo.bids.at(-1);
      const vehicle = await insertVehicle(tx, {
        sellerId: ids.get(demo.sellerKey)!,
        year: demo.year,
        make: demo.make,
        model: demo.model,
        vin: demo.vin,
        mileage: demo.mileage,
        condition: demo.condition,
        category: demo.category,
        transmission: demo.transmission,
        drivetrain: demo.drivetrain,
        fuelType: demo.fuelType,
        color: demo.color,
        location: demo.location,
        description: demo.description,
        youtubeUrl: demo.youtubeUrl ?? null,
        hasDamage: demo.hasDamage,
        startingBid: money(demo.startingBid),
        currentBid: money(lastBid?.amount ?? demo.startingBid),
        buyNowPrice: demo.buyNowPrice ? money(demo.buyNowPrice) : null,
        reservePrice: demo.reservePrice ? money(demo.reservePrice) : null,
        bidCount: demo.bids.length,
        viewCount: 20 + demo.bids.length * 17 + (demo.year % 13) * 5,
        auctionEndTime: end,
        status: demo.outcome,
        sellerType: demo.sellerType,
        companyName: demo.companyName ?? null,
        companyCui: demo.companyCui ?? null,
        highBidderId: lastBid ? ids.get(lastBid.bidderKey)! : null,
        closedAt: demo.outcome === 'active' ? null : end,
        createdAt: start,
      });
      vehicleIds.set(demo.key, vehicle.id);
      await insertVehicleImages(
        tx,
        (photos.get(demo.key) ?? []).map((photo, position) => ({ vehicleId: vehicle.id, position, ...photo })),
      );
      for (const [index, bid] of demo.bids.entries()) {
        await insertBid(tx, {
          vehicleId: vehicle.id,
          bidderId: ids.get(bid.bidderKey)!,
          amount: money(bid.amount),
          bidSeq: index + 1,
          createdAt: new Date(start.getTime() + bid.minutesAfterStart * MINUTE_MS),
        });
      }
      if (demo.outcome === 'sold' && lastBid) {
        const { fee } = calculateFeeSummary(money(lastBid.amount));
        const ageDays = -demo.endOffsetMinutes / (24 * 60);
        await insertSales(tx, [
          {
            vehicleId: vehicle.id,
            buyerId: ids.get(lastBid.bidderKey)!,
            sellerId: vehicle.sellerId,
            finalPrice: money(lastBid.amount),
            fee,
            paymentStatus: ageDays > 7 ? 'completed' : 'pending',
            createdAt: end,
          },
        ]);
      }
    }

    // The demo user watches the first few live auctions, so the dashboard is not empty.
    for (const demo of catalog.filter((v) => v.outcome === 'active').slice(0, 5)) {
      await addToWatchlist(tx, ids.get('user')!, vehicleIds.get(demo.key)!);
    }
  });
  return { vehicles: catalog.length };
}
