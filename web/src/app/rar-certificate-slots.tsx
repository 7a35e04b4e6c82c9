import { lazy, Suspense } from 'react';
import { useHydrated } from '../hooks/use-hydrated';
import type { RarCertificateSectionProps } from '../features/rar-certificate/components/rar-certificate-section';

/** The certificate section is a chunk of its own, loaded after the vehicle page painted (the page's budget). */
const LazyRarCertificateSection = lazy(async () => {
  const { loadRarCertificateSection } = await import('../features/rar-certificate/lib/load-rar-certificate-section');
  return { default: (await loadRarCertificateSection()).RarCertificateSection };
});

/** "Certificat RAR Auto-Pass" under the vehicle's details: shown when there is one, and to the seller of a running listing. */
export function RarCertificateSlot(props: RarCertificateSectionProps) {
  const hydrated = useHydrated();
  if (!hydrated || (!props.current && !props.canEdit)) return null;
  return (
    <Suspense fallback={null}>
      <LazyRarCertificateSection {...props} />
    </Suspense>
  );
}
