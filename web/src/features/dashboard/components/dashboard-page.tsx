import { Container, Stack } from '@mantine/core';
import { FullScreenLoader } from '../../../components/full-screen-loader';
import { AuditLogPanel, IncidentPanel, PlatformStatsPanel, SignalsPanel, VerificationPanel } from '../../admin';
import { TwoStepPanel, useCurrentUser } from '../../auth';
import { useDashboardOverview } from '../hooks/use-dashboard-overview';
import { DashboardHeader } from './dashboard-header';
import { DashboardTabs } from './dashboard-tabs';
import { StatCards } from './stat-cards';
import { WelcomeCard } from './welcome-card';

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
        <AuditLogPanel />
        {newAccount && user.role !== 'admin' && <WelcomeCard user={user} />}
        {personal && <DashboardTabs userId={user.id} />}
        <TwoStepPanel />
      </Stack>
    </Container>
  );
}
