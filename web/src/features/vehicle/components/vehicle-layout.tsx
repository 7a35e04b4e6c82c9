import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageColumns } from '../../../components/page-columns';

interface VehicleLayoutProps {
  /** The server's snapshot of the room came in (see data-live below). */
  synced: boolean;
  /** Two columns on a wide screen; one on a phone, with `side` right after `header`. */
  wide: boolean;
  announcer: ReactNode;
  header: ReactNode;
  /** The countdown and the bid, seller or result panel with the bid history. */
  side: ReactNode;
  details: ReactNode;
  /** After the grid: the phone's sticky bid bar and the dialogs. */
  footer: ReactNode;
}

/** The vehicle page's frame: photos, title and details on the left, the auction's column on the right. */
export function VehicleLayout({ synced, wide, announcer, header, side, details, footer }: VehicleLayoutProps) {
  return (
    // "synced" once the server's snapshot of the room came in: a server-rendered page shows its
    // content long before the app has hydrated it and joined the room.
    <Container size="xl" py="xl" data-live={synced ? 'synced' : 'pending'}>
      {announcer}
      <PageColumns layout="main-side" gap="xl">
        <div>
          <Stack gap="lg">
            {header}
            {!wide && side}
            {details}
          </Stack>
        </div>

        {wide && (
          <div>
            <Stack gap="lg" style={{ position: 'sticky', top: 80 }}>
              {side}
            </Stack>
          </div>
        )}
      </PageColumns>
      {footer}
    </Container>
  );
}
