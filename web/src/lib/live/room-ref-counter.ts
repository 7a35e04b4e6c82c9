/**
 * Counts how many mounted components watch each vehicle, so the socket joins a room once for the
 * first watcher and leaves it only when the last one goes (a card and the page of the same
 * vehicle, or the same car in two grids, share one room).
 */
export class RoomRefCounter {
  private readonly counts = new Map<string, number>();

  /** Returns true when this is the first watcher (the room must be joined). */
  acquire(id: string): boolean {
    const count = this.counts.get(id) ?? 0;
    this.counts.set(id, count + 1);
    return count === 0;
  }

  /** Returns true when this was the last watcher (the room must be left). Extra releases are ignored. */
  release(id: string): boolean {
    const count = this.counts.get(id);
    if (count === undefined) return false;
    if (count <= 1) {
      this.counts.delete(id);
      return true;
    }
    this.counts.set(id, count - 1);
    return false;
  }

  count(id: string): number {
    return this.counts.get(id) ?? 0;
  }

  ids(): string[] {
    return [...this.counts.keys()];
  }
}
