import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEGAL_PATHS } from '../../../lib/legal-paths';

/** Under a registration's submit: the terms and privacy notice it accepts, opening in a new tab so the form keeps what was typed. */
export function LegalConsentNote() {
  const { t } = useTranslation('auth');
  return (
    <Text size="xs" c="dimmed" data-testid="legal-consent-note">
      {t('legalNote.before')}
      <Anchor href={LEGAL_PATHS.terms} target="_blank" rel="noopener" inherit>
        {t('legalNote.terms')}
      </Anchor>
      {t('legalNote.middle')}
      <Anchor href={LEGAL_PATHS.privacy} target="_blank" rel="noopener" inherit>
        {t('legalNote.privacy')}
      </Anchor>
      {t('legalNote.after')}
    </Text>
  );
}
