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
 * tabs.
 */
export function DashboardPage() {
  const { user } = useCurrentUser();
  const { newAccount } = useDashboardOverview(user?.id);
  if (!user) return <FullScreenLoader />;

  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <DashboardHeader user={user} />
        <StatCards userId={user.id} />
        <PlatformStatsPanel />
        <VerificationPanel />
        <IncidentPanel />
        <SignalsPanel />
        <AuditLogPanel />
        {newAccount && <WelcomeCard user={user} />}
        <DashboardTabs userId={user.id} />
        <TwoStepPanel />
      </Stack>
    </Container>
  );
}
