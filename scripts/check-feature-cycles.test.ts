import { describe, expect, it } from 'vitest';
import { checkFolders, findCycles, folderEdges } from './check-feature-cycles';

/** A small tree: two features that import each other, one that imports shared code, and server modules in a circle. */
const FIXTURE = new Map<string, string>([
  ['web/src/lib/api-client.ts', 'export const apiRequest = 1;'],
  [
    'web/src/features/bidding/hooks/use-bid.ts',
    "import { apiRequest } from '../../../lib/api-client';\nimport { fetchVehicle } from '../../vehicle/api/vehicle-api';",
  ],
  [
    'web/src/features/vehicle/api/vehicle-api.ts',
    "export { placeBid } from '../../bidding/api/bid-api';\nexport const fetchVehicle = 1;",
  ],
  [
    'web/src/features/bidding/api/bid-api.ts',
    "import { apiRequest } from '../../../lib/api-client';\nexport const placeBid = apiRequest;",
  ],
  [
    'web/src/features/watchlist/components/toggle.tsx',
    "import { apiRequest } from '../../../lib/api-client';\nconst page = () => import('../../vehicle/api/vehicle-api');",
  ],
  ['web/src/features/watchlist/components/toggle.test.tsx', "import { placeBid } from '../../bidding/api/bid-api';"],
  ['realtime-server/src/modules/bids/bid.routes.ts', "import { toDto } from '../vehicles/vehicle.mapper';"],
  ['realtime-server/src/modules/vehicles/vehicle.mapper.ts', "import { toBid } from '../bids';"],
  ['realtime-server/src/modules/bids/index.ts', 'export const toBid = 1;'],
  ['realtime-server/src/modules/users/user.routes.ts', "import { toDto } from '../vehicles/vehicle.mapper';"],
]);

describe('check-feature-cycles', () => {
  it('finds every import from one web feature into another, dynamic ones too, but not from tests', () => {
    const edges = folderEdges(FIXTURE, 'web/src/features').map((edge) => `${edge.from}->${edge.to}`);
    expect(edges.sort()).toEqual(['bidding->vehicle', 'vehicle->bidding', 'watchlist->vehicle']);
  });

  it('reports the web cycle and the server cycle, not the one-way server import', () => {
    const { web, server } = checkFolders(FIXTURE);
    expect(web.cycles).toEqual([['bidding', 'vehicle']]);
    expect(web.forbidden).toHaveLength(3);
    expect(server.cycles).toEqual([['bids', 'vehicles']]);
  });

  it('finds longer cycles and ignores graphs without one', () => {
    expect(
      findCycles([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
        { from: 'c', to: 'a' },
        { from: 'c', to: 'd' },
      ]),
    ).toEqual([['a', 'b', 'c']]);
    expect(
      findCycles([
        { from: 'a', to: 'b' },
        { from: 'b', to: 'c' },
        { from: 'a', to: 'c' },
      ]),
    ).toEqual([]);
  });
});
