import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface RegistrationCompleteProps {
  email: string | undefined;
  headingRef: Ref<HTMLHeadingElement>;
  onContinue: () => void;
}

/** The wizard's last view: the account exists, is signed in, and awaits verification (§4). */
export function RegistrationComplete({ email, headingRef, onContinue }: RegistrationCompleteProps) {
  const { t } = useTranslation('professional');
  return (
    <Stack align="center" ta="center" gap="sm" py="md">
      <ThemeIcon color="green" size={56} radius="xl" variant="light" aria-hidden>
        <IconCircleCheck size={36} />
      </ThemeIcon>
      <Title order={3} size="h4" ref={headingRef} tabIndex={-1}>
        {t('register.completeTitle')}
      </Title>
      <Text>{t('register.completeMessage')}</Text>
      {email && (
        <Text size="sm" c="dimmed">
          {t('register.completeSignedIn', { email })}
        </Text>
      )}
      <Button onClick={onContinue} mt="sm">
        {t('register.continue')}
      </Button>
    </Stack>
  );
}
