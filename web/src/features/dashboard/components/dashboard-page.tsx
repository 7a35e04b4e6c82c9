import { ComingSoonPage } from '../../../components/coming-soon-page';

/** Placeholder until the dashboard lands (issue 5). */
export function DashboardPage() {
  return <ComingSoonPage titleKey="pages.dashboard" />;
}
