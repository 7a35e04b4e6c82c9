import { FAULT_METRICS_TOKEN } from './fault-cluster';

/** Reads a few gauges from a node's /metrics (Prometheus text). */
export async function readNodeMetrics(url: string): Promise<{ rssBytes: number; sockets: number; rooms: number }> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${FAULT_METRICS_TOKEN}` } })
  ).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return {
    rssBytes: value('process_resident_memory_bytes'),
    sockets: value('autolicit_sockets_connected'),
    rooms: value('autolicit_vehicle_rooms'),
  };
}
