import { Button, Group, List, Stack, Text } from '@mantine/core';
import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../hooks/use-current-user';
import { type TextNamespace, loadTexts } from '../../lib/i18n';
import { deferModule } from '../../lib/deferred-module';
import { runWhenIdle } from '../../lib/run-when-idle';
import { useShellModals } from '../../lib/shell-modal-store';
import { DeferredModal } from '../../components/deferred-widgets';

type DialogProps = { opened: boolean; onClose: () => void };

/**
 * The dialogs are loaded when first opened, not with every page: the listing dialog (dropzone,
 * image downscaling), the professional wizard and the sign-in forms are most of the app's form code.
 */
function lazyDialog(load: () => Promise<ComponentType<DialogProps>>, texts: readonly TextNamespace[]) {
  const dialog = deferModule(() => Promise.all([load(), loadTexts(texts)]).then(([component]) => component));
  return Object.assign(
    lazy(() => dialog.load().then((component) => ({ default: component }))),
    { preload: dialog.load },
  );
}

const EmailAuthModal = lazyDialog(
  () => import('../../features/auth/components/email-auth-modal').then((m) => m.EmailAuthModal),
  ['auth', 'validation'],
);
const AuthModal = lazyDialog(
  () => import('../../features/auth/components/auth-modal').then((m) => m.AuthModal),
  ['auth', 'validation'],
);
const ProfessionalModal = lazyDialog(
  () => import('../../features/professional/components/professional-modal').then((m) => m.ProfessionalModal),
  ['professional', 'auth', 'validation'],
);
const ListVehicleModal = lazyDialog(
  () => import('../../features/listing/components/list-vehicle-modal').then((m) => m.ListVehicleModal),
  ['listing', 'validation'],
);

export function ShellModals() {
  const { t } = useTranslation();
  const { open, close, openModal } = useShellModals();
  const { isSignedIn, isSuccess } = useCurrentUser();
  const signedOut = isSuccess && !isSignedIn;
  // A visitor's bid buttons open the sign-in dialog: it loads once the page is idle, so the first tap
  // on one is answered at once rather than after a round trip on a phone's network.
  useEffect(() => {
    if (signedOut) runWhenIdle(() => void EmailAuthModal.preload().catch(() => undefined));
  }, [signedOut]);
  const opened = useOpenedOnce(open);

  const content = (() => {
    switch (open) {
      case 'how-it-works':
        return {
          title: t('help.howItWorksTitle'),
          body: (
            <Stack gap="sm">
              <Text>{t('help.howItWorksIntro')}</Text>
              <List type="ordered" spacing="xs">
                <List.Item>{t('help.step1')}</List.Item>
                <List.Item>{t('help.step2')}</List.Item>
                <List.Item>{t('help.step3')}</List.Item>
                <List.Item>{t('help.step4')}</List.Item>
              </List>
            </Stack>
          ),
        };
      case 'sell':
        return {
          title: t('help.sellTitle'),
          body: (
            <Stack gap="sm">
              <Text>{t('help.sellIntro')}</Text>
              <Text>{isSignedIn ? t('help.sellSignedIn') : t('help.sellVisitor')}</Text>
              <Group justify="flex-end">
                {isSignedIn ? (
                  <Button onClick={() => openModal('list-vehicle')}>{t('nav.listVehicle')}</Button>
                ) : (
                  <Button onClick={() => openModal('email-login')}>{t('nav.emailLogin')}</Button>
                )}
              </Group>
            </Stack>
          ),
        };
      default:
        return null;
    }
  })();

  // The sign-in dialogs are separate modals: they keep their own state and size.
  return (
    <>
      <DeferredModal
        opened={content !== null}
        onClose={close}
        title={content?.title}
        closeButtonProps={{ 'aria-label': t('help.close') }}
        centered
      >
        {content?.body}
      </DeferredModal>
      {/* A dialog mounts on first open and stays mounted, so it keeps its draft and its closing animation. */}
      <Suspense fallback={null}>
        {opened.has('email-login') && <EmailAuthModal opened={open === 'email-login'} onClose={close} />}
        {opened.has('auth') && <AuthModal opened={open === 'auth'} onClose={close} />}
        {opened.has('professional') && <ProfessionalModal opened={open === 'professional'} onClose={close} />}
        {opened.has('list-vehicle') && <ListVehicleModal opened={open === 'list-vehicle'} onClose={close} />}
      </Suspense>
    </>
  );
}

/** Every dialog name opened so far (a dialog's code is loaded on its first open only). */
function useOpenedOnce(open: string | null): ReadonlySet<string> {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(open ? [open] : []));
  if (open && !opened.has(open)) setOpened(new Set([...opened, open]));
  return opened;
}
