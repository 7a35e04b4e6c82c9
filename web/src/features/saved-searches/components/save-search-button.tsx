import { Button } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { useCurrentUser } from '../../../hooks/use-current-user';
import { useShellModals } from '../../../lib/shell-modal-store';
import { rememberSaveIntent, takeSaveIntent } from '../lib/save-intent';
import { SAVE_BUTTON_NS, registerSaveButtonTexts } from '../lib/save-button-texts';

// The form (and its schema and texts) is fetched on the first press: the browse page carries the button only.
const SaveSearchModal = lazy(() =>
  import('./save-search-modal').then((module) => ({ default: module.SaveSearchModal })),
);

/**
 * "Salvați căutarea" on the browse and advanced-search pages. Once saved (here or earlier) it says so
 * and leads to the dashboard list; a visitor is asked to sign in first. Which searches are saved is
 * asked after the page has painted (code and request in a chunk of their own); until the answer,
 * and if it fails, the button offers to save.
 */
export function SaveSearchButton({ query }: { query: string }) {
  registerSaveButtonTexts();
  const { t } = useTranslation(SAVE_BUTTON_NS);
  const { user, isPending } = useCurrentUser();
  // Signing in on this page reloads it: the form opens on the reloaded page, not on this one.
  const sawVisitor = useRef(false);
  useEffect(() => {
    if (!user && !isPending) sawVisitor.current = true;
  }, [user, isPending]);
  const [requested, setRequested] = useState(false);
  const [opened, setOpened] = useState(false);
  // The query that was saved: changing a filter makes it a new, unsaved search.
  const [savedQuery, setSavedQuery] = useState<string | null>(null);

  const open = () => {
    setRequested(true);
    setOpened(true);
  };

  useEffect(() => {
    if (!user || sawVisitor.current || !takeSaveIntent(query)) return;
    setRequested(true);
    setOpened(true);
  }, [user, query]);

  useEffect(() => {
    if (!user) return;
    let current = true;
    void import('../lib/find-saved-search')
      .then(({ isSearchSaved }) => isSearchSaved(query))
      .then((saved) => {
        if (current && saved) setSavedQuery(query);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [user, query]);

  const isSaved = savedQuery === query;

  return (
    <>
      {isSaved ? (
        <Button
          component={Link}
          to="/dashboard?tab=saved-searches"
          variant="light"
          leftSection={<IconBookmarkFilled size={16} aria-hidden />}
          aria-label={t('savedLabel')}
          data-testid="save-search-button"
          data-saved="true"
        >
          {t('saved')}
        </Button>
      ) : (
        <Button
          variant="default"
          leftSection={<IconBookmark size={16} aria-hidden />}
          aria-haspopup="dialog"
          data-testid="save-search-button"
          onClick={() => {
            if (user) {
              open();
              return;
            }
            rememberSaveIntent(query);
            useShellModals.getState().openModal('email-login');
          }}
        >
          {t('save')}
        </Button>
      )}
      {requested && (
        <Suspense fallback={null}>
          <SaveSearchModal
            query={query}
            opened={opened}
            onClose={() => setOpened(false)}
            onSaved={() => {
              setSavedQuery(query);
              setOpened(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
