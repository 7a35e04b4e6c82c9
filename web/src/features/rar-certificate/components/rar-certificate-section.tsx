import {
  type RarCertificateDto,
  createRarCertificateInputSchema,
  getRomanianDate,
  isRarCertificateStaleAt,
} from '@autolicit/shared';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/api-client';
import { VALIDATION_NS, formatDate, i18n } from '../../../lib/i18n';
import {
  fetchRarCertificateHistory,
  rarCertificateHistoryQueryKey,
  saveRarCertificate,
  uploadRarCertificatePdf,
} from '../../../lib/rar-certificate-api';
import { vehicleQueryKey } from '../../../lib/vehicle-query-keys';
import { RAR_CERTIFICATE_NS, registerRarCertificateTexts } from '../lib/rar-certificate-texts';

export interface RarCertificateSectionProps {
  vehicleId: string;
  current: RarCertificateDto | null;
  auctionEndTime: string;
  /** The seller on their own running listing: may add or replace it, and is warned when it will be stale. */
  canEdit: boolean;
}

/**
 * "Certificat RAR Auto-Pass" on the vehicle page: the certificate the seller declared, its PDF as a
 * download, its history, and for the seller the add/replace form. Loaded after the page painted.
 */
export function RarCertificateSection({ vehicleId, current, auctionEndTime, canEdit }: RarCertificateSectionProps) {
  registerRarCertificateTexts();
  const { t } = useTranslation(RAR_CERTIFICATE_NS);
  const [editing, setEditing] = useState(false);
  const history = useQuery({
    queryKey: rarCertificateHistoryQueryKey(vehicleId),
    queryFn: () => fetchRarCertificateHistory(vehicleId),
    enabled: current !== null,
  });
  const versions = history.data?.certificates ?? [];
  const stale = canEdit && current !== null && isRarCertificateStaleAt(current.issuedAt, new Date(auctionEndTime));

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="rar-certificate-title" data-testid="rar-certificate">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="rar-certificate-title">
            {t('title')}
          </Title>
          {current && (
            <Badge variant="light" color="gray.8" title={t('declaredHint')}>
              {t('declared')}
            </Badge>
          )}
        </Group>
        {current ? (
          <>
            <Text size="sm">
              {t('number')}: <strong>{current.number}</strong>
              <br />
              {t('issuedAt')}: <strong>{formatDate(current.issuedAt)}</strong>
            </Text>
            {current.pdfUrl ? (
              <Anchor href={current.pdfUrl} download size="sm">
                <Group gap={4} component="span">
                  <IconDownload size={16} aria-hidden />
                  {t('download')}
                </Group>
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                {t('noPdf')}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('declaredHint')}
            </Text>
            {versions.length > 0 && (
              <Stack
                gap={0}
                aria-label={t('history')}
                component="ul"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {versions.map((version, index) => (
                  <Text component="li" size="xs" c="dimmed" key={version.id}>
                    {t(index === versions.length - 1 ? 'added' : 'replaced', { date: formatDate(version.updatedAt) })}
                    {' · '}
                    {version.number}
                  </Text>
                ))}
              </Stack>
            )}
          </>
        ) : (
          <Text size="sm">{t('none')}</Text>
        )}
        {stale && (
          <Alert color="orange" variant="light" role="status">
            {t('stale', { date: formatDate(auctionEndTime) })}
          </Alert>
        )}
        {canEdit &&
          (editing ? (
            <RarCertificateForm vehicleId={vehicleId} onDone={() => setEditing(false)} />
          ) : (
            <Group>
              <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                {current ? t('replace') : t('add')}
              </Button>
            </Group>
          ))}
      </Stack>
    </Paper>
  );
}

/** The seller's number, date and optional PDF; checked with the server's own schema before it is sent. */
function RarCertificateForm({ vehicleId, onDone }: { vehicleId: string; onDone: () => void }) {
  const { t } = useTranslation(RAR_CERTIFICATE_NS);
  const queryClient = useQueryClient();
  const [number, setNumber] = useState('');
  const [issuedAt, setIssuedAt] = useState('');
  const [pdf, setPdf] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ number?: string; issuedAt?: string; form?: string }>({});
  const save = useMutation({
    mutationFn: async () => {
      const pdfUploadId = pdf ? await uploadRarCertificatePdf(pdf, pdf.name) : null;
      return saveRarCertificate(vehicleId, { number, issuedAt, pdfUploadId });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vehicleQueryKey(vehicleId), exact: true }),
        queryClient.invalidateQueries({ queryKey: rarCertificateHistoryQueryKey(vehicleId) }),
      ]);
      onDone();
    },
    onError: (failure) => setErrors({ form: getErrorMessage(failure, i18n) }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createRarCertificateInputSchema(new Date()).safeParse({ number, issuedAt });
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'number' | 'issuedAt';
        found[field] ??= i18n.t(issue.message, { ns: VALIDATION_NS });
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <TextInput
          label={t('number')}
          value={number}
          maxLength={30}
          required
          error={errors.number}
          onChange={(event) => setNumber(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('issuedAt')}
          value={issuedAt}
          max={getRomanianDate(new Date())}
          required
          error={errors.issuedAt}
          onChange={(event) => setIssuedAt(event.currentTarget.value)}
        />
        <TextInput
          type="file"
          label={t('pdf')}
          accept="application/pdf,.pdf"
          onChange={(event) => setPdf(event.currentTarget.files?.[0] ?? null)}
        />
        {errors.form && (
          <Text size="sm" c="red.8" role="alert">
            {errors.form}
          </Text>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={save.isPending}>
            {t('save')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onDone} disabled={save.isPending}>
            {t('cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
