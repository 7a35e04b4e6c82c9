import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import { useCurrentUser } from '../../hooks/use-current-user';
import { type TextNamespace, loadTexts } from '../../lib/i18n';
import { deferModule } from '../../lib/deferred-module';
import { runWhenIdle } from '../../lib/run-when-idle';
import { useShellModals } from '../../lib/shell-modal-store';
import type { HelpTopic } from './help-dialog';

type DialogProps = { opened: boolean; onClose: () => void };

/**
 * The dialogs are loaded when first opened, not with every page: the listing dialog (dropzone,
 * image downscaling), the professional wizard and the sign-in forms are most of the app's form code.
 */
function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>, texts: readonly TextNamespace[]) {
  const dialog = deferModule(() => Promise.all([load(), loadTexts(texts)]).then(([component]) => component));
  return Object.assign(
    lazy(() => dialog.load().then((component) => ({ default: component }))),
    { preload: dialog.load },
  );
}

const HelpDialogLazy = lazyDialog(() => import('./help-dialog').then((m) => m.HelpDialog), ['helpDialogs']);
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
  const { open, close } = useShellModals();
  const { isSignedIn, isSuccess } = useCurrentUser();
  const signedOut = isSuccess && !isSignedIn;
  // A visitor's bid buttons open the sign-in dialog: it loads once the page is idle, so the first tap
  // on one is answered at once rather than after a round trip on a phone's network.
  useEffect(() => {
    if (signedOut) runWhenIdle(() => void EmailAuthModal.preload().catch(() => undefined));
  }, [signedOut]);
  const opened = useOpenedOnce(open);

  // The last help topic opened stays while its dialog closes (the animation keeps its content).
  const [helpTopic, setHelpTopic] = useState<HelpTopic>('how-it-works');
  if ((open === 'how-it-works' || open === 'sell') && open !== helpTopic) setHelpTopic(open);
  const helpOpen = open === 'how-it-works' || open === 'sell';

  // Each dialog is a modal of its own: it keeps its own state and size.
  return (
    <>
      {/* A dialog mounts on first open and stays mounted, so it keeps its draft and its closing animation. */}
      <Suspense fallback={null}>
        {(opened.has('how-it-works') || opened.has('sell')) && (
          <HelpDialogLazy opened={helpOpen} onClose={close} topic={helpTopic} />
        )}
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
