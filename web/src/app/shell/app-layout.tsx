import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from './footer';
import { Header } from './header';
import { ShellModals } from './shell-modals';

/**
 * A fixed header over the page (styles.css: `.app-shell*`). Plain elements rather than Mantine's
 * AppShell, whose navbar, aside, footer and resizing code (9 KiB gzip with its scroll-lock
 * dependency) came with every page for a layout that has only a header.
 * `right-scroll-bar-position` is react-remove-scroll's class: while a dialog locks the page's
 * scroll, the fixed header keeps clear of the scrollbar's gap instead of moving under it.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="app-shell">
      <a href="#main-content" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <header className="app-shell-header right-scroll-bar-position">
        <Header />
      </header>
      <main id="main-content" tabIndex={-1} className="app-shell-main">
        <div style={{ flex: 1 }}>{children}</div>
        <footer
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)', background: 'var(--mantine-color-gray-0)' }}
        >
          <Footer />
        </footer>
      </main>
      <ShellModals />
    </div>
  );
}
