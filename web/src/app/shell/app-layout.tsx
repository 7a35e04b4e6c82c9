import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer';
import { Header } from './header';
import { ShellModals } from './shell-modals';

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <Header />
      </AppShell.Header>
      <AppShell.Main id="main-content" tabIndex={-1} style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ flex: 1 }}>{children}</div>
        <footer
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-gray-0)' }}
        >
          <Footer />
        </footer>
      </AppShell.Main>
      <ShellModals />
    </AppShell>
  );
}
