// Only the Mantine component styles the app uses (generated: scripts/mantine-css.ts).
import './app/mantine-styles.css';
import '@mantine/notifications/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
// Initialises i18next (language from storage, <html lang>) before the first render.
import { textsReady } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// Romanian texts are bundled (no wait); English ones arrive as their own chunk first.
void textsReady().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
