import { describe, expect, it } from 'vitest';
import { createBidFloors } from './bid-floors';

describe('createBidFloors', () => {
  it('only ever raises a floor', () => {
    const floors = createBidFloors();
    expect(floors.get('v')).toBeUndefined();
    floors.raise('v', '10100.00');
    floors.raise('v', '10000.00');
    expect(floors.get('v')).toBe(1_010_000n);
    floors.raise('v', '10200.50');
    expect(floors.get('v')).toBe(1_020_050n);
  });

  it('forgets the least recently raised vehicle beyond its capacity', () => {
    const floors = createBidFloors(2);
    floors.raise('a', '100.00');
    floors.raise('b', '100.00');
    floors.raise('a', '200.00');
    floors.raise('c', '100.00');
    expect(floors.get('b')).toBeUndefined();
    expect(floors.get('a')).toBe(20_000n);
    expect(floors.get('c')).toBe(10_000n);
  });
});
