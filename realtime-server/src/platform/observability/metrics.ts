import { METRIC_NAMES } from '@autolicit/shared';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The server's Prometheus metrics, in a registry of its own (one per app instance, so tests can
 * build several apps in one process). Gauges that depend on live state are filled on scrape.
 */
export interface AppMetrics {
  registry: Registry;
  bids: Counter<'result' | 'reason'>;
  bidsRefusedEarly: Counter;
  commitToEmitSeconds: Histogram;
  roomJoins: Counter;
  snapshotReads: Counter;
  socketsConnected: Gauge;
  roomsJoined: Gauge;
  queueJobs: Gauge<'queue' | 'state'>;
  closeLagSeconds: Histogram;
  outboxDelivered: Counter<'path'>;
  outboxFailures: Counter;
  outboxPending: Gauge;
  redisPublishFailures: Counter;
}

export function createMetrics(): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    bids: new Counter({
      name: 'autolicit_bids_total',
      help: 'Bids by result (accepted, rejected) and reason',
      labelNames: ['result', 'reason'],
      registers: [registry],
    }),
    bidsRefusedEarly: new Counter({
      name: 'autolicit_bids_refused_early_total',
      help: "Bids refused as too low from the node's floor, without PostgreSQL (also in autolicit_bids_total)",
      registers: [registry],
    }),
    commitToEmitSeconds: new Histogram({
      name: 'autolicit_bid_commit_to_emit_seconds',
      help: 'Time from a bid transaction committing to its events being published to every node (the outbox delivery)',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25],
      registers: [registry],
    }),
    roomJoins: new Counter({
      name: 'autolicit_room_joins_total',
      help: 'vehicle:join commands accepted',
      registers: [registry],
    }),
    snapshotReads: new Counter({
      name: 'autolicit_snapshot_reads_total',
      help: 'Vehicle snapshot reads from PostgreSQL (joins arriving together share one)',
      registers: [registry],
    }),
    socketsConnected: new Gauge({
      name: 'autolicit_sockets_connected',
      help: 'Socket.IO clients connected to this node',
      registers: [registry],
    }),
    roomsJoined: new Gauge({
      name: 'autolicit_vehicle_rooms',
      help: 'Vehicle rooms with at least one watcher on this node',
      registers: [registry],
    }),
    queueJobs: new Gauge({
      name: METRIC_NAMES.queueJobs,
      help: 'BullMQ jobs by queue and state',
      labelNames: ['queue', 'state'],
      registers: [registry],
    }),
    closeLagSeconds: new Histogram({
      name: METRIC_NAMES.closeLag,
      help: 'Actual close time minus auctionEndTime, for auctions closed in this process',
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    }),
    outboxDelivered: new Counter({
      name: 'autolicit_outbox_delivered_total',
      help: 'Outbox messages delivered, by their writer right after the commit or later by a relay',
      labelNames: ['path'],
      registers: [registry],
    }),
    outboxFailures: new Counter({
      name: 'autolicit_outbox_delivery_failures_total',
      help: 'Outbox deliveries that failed and were left for a relay',
      registers: [registry],
    }),
    outboxPending: new Gauge({
      name: 'autolicit_outbox_pending',
      help: 'Outbox messages not delivered yet (read at scrape time)',
      registers: [registry],
    }),
    redisPublishFailures: new Counter({
      name: 'autolicit_redis_publish_failures_total',
      help: 'Socket.IO publishes Redis refused (other nodes missed them until the relay)',
      registers: [registry],
    }),
  };
}
