/**
 * The auction-night benchmark's bidders and browsers (bench/auction-night.ts), in a process of their
 * own so that their CPU never counts as the servers'. Bidders are real users: each signs in over
 * HTTP (the server's own login, its session cookie), holds a socket.io-client connection to one of
 * the nodes (as the web app does), watches the rooms of the cars it bids on, and bids with
 * `bid:place` and a client bid id. Browsers send the browse and vehicle-page API requests.
 * Every bid and request is kept with its send time, so the parent can read each phase.
 */
import { randomUUID } from 'node:crypto';
import { type AckResponse, type PlaceBidResultDto, compactFramesAuth, getMinimumNextBid } from '@autolicit/shared';
import { TEST_PASSWORD } from '@autolicit/test-support';
import { type Socket, io } from 'socket.io-client';
import { cpuSeconds, serveParent } from './ipc';
import { summariseValues } from './stats';

interface BidderPlan {
  email: string;
  node: number;
  /** Rooms it watches (the cars it bids on). */
  vehicleIds: string[];
}

interface Bidder {
  socket: Socket;
  node: number;
  /** The next moment (ms) it may bid: the server allows each user 60 bids a minute. */
  nextFreeAt: number;
}

/** A car of the scenario with its bidders: its bids come at random intervals that quicken near the end. */
export interface CarPlan {
  vehicleId: string;
  startingBid: string;
  /** Indices into the signed-in bidders. */
  bidders: number[];
  /** Of those, who bids by raising a maximum (proxy bidding) instead of by hand. */
  maximaHolders: number[];
  /** Mean gap between bids (exponential) while more than 2 minutes remain, and within them. */
  steadyGapMs: number;
  finalGapMs: number;
  /** When bidding on it starts and stops (wall clock ms); the auction's own end moves with extensions. */
  startAt: number;
  stopAt: number;
  endAt: number;
}

interface LiveCar {
  /** The minimum next bid as the room last told it (or an accepted answer). */
  minimum: number;
  startingBid: string;
  lastSeq: number;
  endAt: number;
  /** The bidder (index) whose accepted bid leads, until the room tells of a later bid. */
  leader: number | null;
  leaderSeq: number;
}

interface BidRecord {
  sentAt: number;
  ms: number;
  node: number;
  /** 'accepted' or the refusal's code (CONFLICT is split by message key: bid.busy is the "busy" refusal). */
  outcome: string;
  kind: 'scenario' | 'tail' | 'sweep';
}

interface RequestRecord {
  sentAt: number;
  ms: number;
  kind: 'browse' | 'vehicle';
  status: number;
}

const FINAL_WINDOW_MS = 120_000;
const bidders: Bidder[] = [];
const cars = new Map<string, LiveCar>();
const bids: BidRecord[] = [];
const requests: RequestRecord[] = [];
const timers = new Set<NodeJS.Timeout>();
let running = false;
let settings = { urls: [] as string[], origin: '' };

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      resolve();
    }, ms);
    timers.add(timer);
  });
const exponential = (mean: number) => -mean * Math.log(1 - Math.random());
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
/** Bidders come from addresses of their own (the servers trust X-Forwarded-For from loopback). */
const bidderAddress = (i: number) => `172.${16 + ((i >> 16) & 15)}.${(i >> 8) & 255}.${i & 255}`;
const browserAddress = (i: number) => `192.168.${(i >> 8) & 255}.${i & 255}`;

function learnCar(vehicleId: string, startingBid = '0.00'): LiveCar {
  let car = cars.get(vehicleId);
  if (car) {
    car.minimum = Math.max(car.minimum, Number(getMinimumNextBid({ currentBid: null, startingBid })));
  } else {
    car = {
      minimum: Number(getMinimumNextBid({ currentBid: null, startingBid })),
      startingBid,
      lastSeq: 0,
      endAt: Number.POSITIVE_INFINITY,
      leader: null,
      leaderSeq: 0,
    };
    cars.set(vehicleId, car);
  }
  return car;
}

function heardBid(frame: { vehicleId: string; bidSeq: number; amount: string; auctionEndTime?: string }) {
  const car = cars.get(frame.vehicleId);
  if (!car || frame.bidSeq <= car.lastSeq) return;
  car.lastSeq = frame.bidSeq;
  car.minimum = Math.max(car.minimum, Number(getMinimumNextBid({ currentBid: frame.amount, startingBid: '0.00' })));
  if (frame.auctionEndTime) car.endAt = Date.parse(frame.auctionEndTime);
  if (frame.bidSeq > car.leaderSeq) car.leader = null;
}

async function signIn(url: string, origin: string, email: string, address: string): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': address },
      body: JSON.stringify({ email, password: TEST_PASSWORD }),
    }).catch(() => null);
    if (response?.status === 200) {
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('autolicit.sid='));
      if (cookie) return cookie.split(';')[0]!;
    }
    if (attempt > 20) throw new Error(`sign-in failed: ${response?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function connectBidder(url: string, origin: string, cookie: string, address: string): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: true,
    extraHeaders: { Origin: origin, Cookie: cookie, 'X-Forwarded-For': address },
    auth: compactFramesAuth,
  });
  socket.on('bid:placed', heardBid);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** One bid (or maximum) as the web app sends it; its outcome is kept and the car's state learned. */
async function sendBid(
  index: number,
  vehicleId: string,
  offer: { amount?: string; maxAmount?: string },
  kind: BidRecord['kind'],
) {
  const bidder = bidders[index]!;
  const car = learnCar(vehicleId);
  const now = Date.now();
  bidder.nextFreeAt = Math.max(bidder.nextFreeAt, now) + 1000;
  const sentAt = performance.now();
  const ack = (await bidder.socket
    .timeout(10_000)
    .emitWithAck('bid:place', { vehicleId, ...offer, clientBidId: randomUUID() })
    .catch(() => null)) as AckResponse<PlaceBidResultDto> | null;
  const record: BidRecord = {
    sentAt: now,
    ms: performance.now() - sentAt,
    node: bidder.node,
    outcome: 'unanswered',
    kind,
  };
  if (ack && 'data' in ack) {
    record.outcome = 'accepted';
    const last = ack.data.bids.at(-1);
    car.minimum = Math.max(car.minimum, Number(ack.data.vehicle.minimumNextBid));
    car.endAt = Date.parse(ack.data.vehicle.auctionEndTime);
    if (last && ack.data.isLeading && last.bidSeq >= car.leaderSeq) {
      car.leader = index;
      car.leaderSeq = last.bidSeq;
    }
  } else if (ack) {
    record.outcome = ack.error.code === 'CONFLICT' ? `CONFLICT (${ack.error.messageKey ?? '?'})` : ack.error.code;
    // Too low: another bid came first; the room will tell its amount, and meanwhile a bidder would go one step up.
    if (ack.error.code === 'BID_TOO_LOW') car.minimum += 100;
  }
  bids.push(record);
}

/** A scenario car's bidding: a non-leading bidder bids after each random gap until the car stops. */
async function runCar(plan: CarPlan) {
  const car = learnCar(plan.vehicleId, plan.startingBid);
  car.endAt = plan.endAt;
  const maxima = new Set(plan.maximaHolders);
  await sleep(Math.max(0, plan.startAt - Date.now()));
  while (running && Date.now() < plan.stopAt) {
    const final = car.endAt - Date.now() <= FINAL_WINDOW_MS;
    await sleep(exponential(final ? plan.finalGapMs : plan.steadyGapMs));
    if (!running || Date.now() >= plan.stopAt) break;
    const now = Date.now();
    const free = plan.bidders.filter((i) => i !== car.leader && bidders[i]!.nextFreeAt <= now);
    if (free.length === 0) continue;
    const index = pick(free);
    // One bid in five jumps a few steps; maxima holders raise their maximum a few steps above the minimum.
    const steps = Math.random() < 0.2 ? 1 + Math.floor(Math.random() * 5) : 0;
    const amount = String(car.minimum + steps * 100);
    const offer = maxima.has(index)
      ? { maxAmount: String(car.minimum + 100 * (2 + Math.floor(Math.random() * 8))) }
      : { amount };
    void sendBid(index, plan.vehicleId, offer, 'scenario');
  }
}

/** Bids on the long tail: Poisson at `perSecond`, a random car and bidder, at the minimum this process knows. */
async function runTail(args: { vehicleIds: string[]; bidders: number[]; perSecond: number; stopAt: number }) {
  while (running && Date.now() < args.stopAt) {
    await sleep(exponential(1000 / args.perSecond));
    const now = Date.now();
    const index = pick(args.bidders);
    if (bidders[index]!.nextFreeAt > now) continue;
    const vehicleId = pick(args.vehicleIds);
    void sendBid(index, vehicleId, { amount: String(learnCar(vehicleId).minimum) }, 'tail');
  }
}

const BROWSE_QUERIES = [
  '',
  'sort=ending-soon',
  'make=Dacia',
  'make=Volkswagen&sort=price-low',
  'q=golf',
  'category=suv&fuelType=diesel',
  'minYear=2018&maxPrice=20000',
  'page=2',
];

/** Browse and vehicle-page API requests: Poisson at `perSecond`, `vehicleShare` of them a vehicle page. */
async function runBrowse(args: { vehicleIds: string[]; perSecond: number; vehicleShare: number; stopAt: number }) {
  let address = 0;
  while (running && Date.now() < args.stopAt) {
    await sleep(exponential(1000 / args.perSecond));
    const url = pick(settings.urls);
    const isVehicle = Math.random() < args.vehicleShare;
    const target = isVehicle
      ? `${url}/api/vehicles/${pick(args.vehicleIds)}`
      : `${url}/api/vehicles?${pick(BROWSE_QUERIES)}`;
    const sentAt = Date.now();
    const started = performance.now();
    address = (address + 1) % 4096;
    void fetch(target, { headers: { 'X-Forwarded-For': browserAddress(address) } })
      .then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      })
      .catch(() => 0)
      .then((status) =>
        requests.push({ sentAt, ms: performance.now() - started, kind: isVehicle ? 'vehicle' : 'browse', status }),
      );
  }
}

function countBy<T>(values: T[], key: (value: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) counts[key(value)] = (counts[key(value)] ?? 0) + 1;
  return counts;
}

serveParent(
  {
    /**
     * Signs every bidder in (round-robin over `parallel` lanes, each on its plan's node), opens its
     * socket there and joins the rooms of its cars.
     */
    async signIn(args: { urls: string[]; origin: string; plans: BidderPlan[]; parallel?: number; offset?: number }) {
      settings = { urls: args.urls, origin: args.origin };
      const started = performance.now();
      let next = 0;
      let failed = 0;
      let firstError: string | undefined;
      const lane = async () => {
        while (next < args.plans.length) {
          const i = next++;
          const plan = args.plans[i]!;
          const address = bidderAddress((args.offset ?? 0) + i);
          try {
            const url = args.urls[plan.node]!;
            const cookie = await signIn(url, args.origin, plan.email, address);
            const socket = await connectBidder(url, args.origin, cookie, address);
            for (const vehicleId of plan.vehicleIds) {
              learnCar(vehicleId);
              const ack = (await socket
                .timeout(10_000)
                .emitWithAck('vehicle:join', { vehicleId })) as AckResponse<unknown>;
              if (!('data' in ack)) throw new Error(`join refused: ${JSON.stringify(ack)}`);
            }
            bidders[(args.offset ?? 0) + i] = { socket, node: plan.node, nextFreeAt: 0 };
          } catch (error) {
            failed += 1;
            firstError ??= String(error);
          }
        }
      };
      await Promise.all(Array.from({ length: args.parallel ?? 8 }, lane));
      return {
        signedIn: bidders.filter(Boolean).length,
        failed,
        firstError,
        ms: Math.round(performance.now() - started),
      };
    },
    /** The vehicles' starting bids (what a bidder reads on the page before the first bid). */
    knowCars(args: { cars: { vehicleId: string; startingBid: string }[] }) {
      for (const car of args.cars) learnCar(car.vehicleId, car.startingBid);
      return { known: cars.size };
    },
    /** Starts the scenario's bidding and browsing (returns at once; `stop` ends them). */
    start(args: {
      cars: CarPlan[];
      tail: { vehicleIds: string[]; bidders: number[]; perSecond: number; stopAt: number };
      browse: { vehicleIds: string[]; perSecond: number; vehicleShare: number; stopAt: number };
    }) {
      running = true;
      for (const plan of args.cars) void runCar(plan);
      if (args.tail.perSecond > 0) void runTail(args.tail);
      if (args.browse.perSecond > 0) void runBrowse(args.browse);
      return {};
    },
    /**
     * One step of the saturation sweep: `perSecond` bids (Poisson) for `durationMs`, each by a
     * random free bidder of `bidders` on the car that bidder watches, a few steps above its known
     * minimum (so that concurrent bids seldom offer one amount). Browsing goes on if started.
     */
    async sweepStep(args: { bidders: number[]; carOf: Record<number, string>; perSecond: number; durationMs: number }) {
      running = true;
      const from = bids.length;
      const started = Date.now();
      const stopAt = started + args.durationMs;
      let skippedBusyBidders = 0;
      const inFlight: Promise<void>[] = [];
      while (Date.now() < stopAt) {
        await sleep(exponential(1000 / args.perSecond));
        const now = Date.now();
        // The first free bidder from a random place on: every bidder may bid once a second at most.
        const first = Math.floor(Math.random() * args.bidders.length);
        let index = -1;
        for (let k = 0; k < args.bidders.length && index < 0; k += 1) {
          const candidate = args.bidders[(first + k) % args.bidders.length]!;
          if (bidders[candidate]!.nextFreeAt <= now) index = candidate;
        }
        if (index < 0) {
          skippedBusyBidders += 1;
          continue;
        }
        const vehicleId = args.carOf[index]!;
        const amount = String(learnCar(vehicleId).minimum + 100 * Math.floor(Math.random() * 10));
        inFlight.push(sendBid(index, vehicleId, { amount }, 'sweep'));
      }
      await Promise.all(inFlight);
      const step = bids.slice(from);
      return {
        seconds: (Date.now() - started) / 1000,
        sent: step.length,
        skippedBusyBidders,
        outcomes: countBy(step, (b) => b.outcome),
        ack: summariseValues(step.map((b) => b.ms)),
      };
    },
    stop() {
      running = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      return {};
    },
    /** Bids and requests by phase (sent in [from, to), wall clock ms). */
    stats(args: { phases: { name: string; from: number; to: number }[] }) {
      return {
        cpu: cpuSeconds(),
        phases: args.phases.map(({ name, from, to }) => {
          const phaseBids = bids.filter((b) => b.kind !== 'sweep' && b.sentAt >= from && b.sentAt < to);
          const phaseRequests = requests.filter((r) => r.sentAt >= from && r.sentAt < to);
          return {
            name,
            bids: phaseBids.length,
            outcomes: countBy(phaseBids, (b) => b.outcome),
            ack: summariseValues(phaseBids.map((b) => b.ms)),
            browse: summariseValues(phaseRequests.filter((r) => r.kind === 'browse').map((r) => r.ms)),
            vehicle: summariseValues(phaseRequests.filter((r) => r.kind === 'vehicle').map((r) => r.ms)),
            failedRequests: phaseRequests.filter((r) => r.status !== 200).length,
            statuses: countBy(phaseRequests, (r) => String(r.status)),
          };
        }),
      };
    },
  },
  async () => {
    running = false;
    for (const timer of timers) clearTimeout(timer);
    for (const bidder of bidders) bidder?.socket.disconnect();
  },
);
