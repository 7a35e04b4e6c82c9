import { Container, Stack } from '@mantine/core';
import { FullScreenLoader } from '../../components/full-screen-loader';
import { AuditLogPanel } from '../../features/admin/components/audit-log-panel';
import { IncidentPanel } from '../../features/admin/components/incident-panel';
import { PlatformStatsPanel } from '../../features/admin/components/platform-stats-panel';
import { QuestionModerationPanel } from '../../features/admin/components/question-moderation-panel';
import { SignalsPanel } from '../../features/admin/components/signals-panel';
import { VerificationPanel } from '../../features/admin/components/verification-panel';
import { TwoStepPanel } from '../../features/auth/components/two-step-panel';
import { NotificationPreferencesPanel } from '../../features/notification-preferences/components/notification-preferences-panel';
import { useCurrentUser } from '../../hooks/use-current-user';
import { PushDevicesSlot } from '../push-notification-slots';
import { dashboardTabSlots } from './dashboard-tab-slots';
import { listingActionSlots } from './listing-action-slots';
import { VehicleCardSlotsProvider } from '../vehicle-card-slots';
import { useDashboardOverview } from '../../features/dashboard/hooks/use-dashboard-overview';
import { DashboardHeader } from '../../features/dashboard/components/dashboard-header';
import { DashboardTabSlotsContext } from '../../features/dashboard/components/dashboard-tab-slots';
import { DashboardTabs } from '../../features/dashboard/components/dashboard-tabs';
import { ListingActionSlotsContext } from '../../features/dashboard/components/listing-action-slots';
import { StatCards } from '../../features/dashboard/components/stat-cards';
import { WelcomeCard } from '../../features/dashboard/components/welcome-card';

/**
 * `/dashboard` (signed in only; the route's RequireAuth sends visitors home): welcome and role,
 * the user's numbers, the admin's platform statistics, the welcome card of a new account, and the
 * tabs. An admin with no bids, favourites, listings or sales of their own sees the admin panels
 * only: a bidder's empty numbers, welcome and "no bids yet" are not for them.
 */
export function DashboardPage() {
  const { user } = useCurrentUser();
  const { newAccount } = useDashboardOverview(user?.id);
  if (!user) return <FullScreenLoader />;
  const personal = !(user.role === 'admin' && newAccount);

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <DashboardHeader user={user} />
        {personal && <StatCards userId={user.id} />}
        <PlatformStatsPanel />
        <VerificationPanel />
        <IncidentPanel />
        <SignalsPanel />
        <QuestionModerationPanel />
        <AuditLogPanel />
        {newAccount && user.role !== 'admin' && <WelcomeCard user={user} />}
        {personal && (
          <ListingActionSlotsContext value={listingActionSlots}>
            <DashboardTabSlotsContext value={dashboardTabSlots}>
              <VehicleCardSlotsProvider>
                <DashboardTabs userId={user.id} />
              </VehicleCardSlotsProvider>
            </DashboardTabSlotsContext>
          </ListingActionSlotsContext>
        )}
        <NotificationPreferencesPanel />
        <PushDevicesSlot />
        <TwoStepPanel />
      </Stack>
    </Container>
  );
}
