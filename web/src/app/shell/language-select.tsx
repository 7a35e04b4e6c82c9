import type { Language } from '@autolicit/shared';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { isLanguage } from '../../lib/language';
import { DeferredSelect } from '../../components/deferred-widgets';

/** RO/EN switch (spec §1); the choice is stored and applies at once. */
export function LanguageSelect({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t, i18n } = useTranslation();
  const value: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  return (
    <DeferredSelect
      aria-label={t('language.label')}
      data={[
        { value: 'ro', label: t('language.ro') },
        { value: 'en', label: t('language.en') },
      ]}
      value={value}
      onChange={(next) => {
        if (isLanguage(next)) void changeLanguage(next);
      }}
      allowDeselect={false}
      w={fullWidth ? '100%' : 84}
      size="sm"
      comboboxProps={{ withinPortal: true }}
    />
  );
}
