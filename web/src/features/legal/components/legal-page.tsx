import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Fragment, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { en } from '../content/en';
import type { LegalDocument } from '../content/legal-document';
import { ro } from '../content/ro';

export type LegalDocumentName = 'terms' | 'privacy';

/** What the deployer still has to fill in (⟦…⟧) is highlighted, so it cannot go live unnoticed. */
function renderWithPlaceholders(text: string) {
  return text.split(/(⟦[^⟧]*⟧)/).map((part, index) =>
    part.startsWith('⟦') ? (
      // The browser's own yellow <mark>: no extra stylesheet for a page few people read.
      <mark key={index} data-testid="operator-placeholder">
        {part}
      </mark>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

function pickDocument(language: string | undefined, name: LegalDocumentName): LegalDocument {
  return (language?.startsWith('en') ? en : ro)[name];
}

/** The terms or the privacy notice in the reader's language, with a table of contents. */
export function LegalPage({ document: name }: { document: LegalDocumentName }) {
  const { i18n } = useTranslation();
  const doc = pickDocument(i18n.resolvedLanguage ?? i18n.language, name);
  useEffect(() => {
    window.document.title = `${doc.title} — AutoLicit`;
  }, [doc.title]);
  return (
    <Container size="md" py="xl">
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg">
        <Stack gap="md">
          <Title order={1}>{doc.title}</Title>
          <Text size="sm" c="dimmed">
            {renderWithPlaceholders(doc.updated)}
          </Text>
          <Text>{doc.intro}</Text>
          <List size="sm" spacing={2} listStyleType="none" withPadding={false}>
            {doc.sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`} size="sm">
                  {section.heading}
                </Anchor>
              </List.Item>
            ))}
          </List>
          {doc.sections.map((section) => (
            <Stack key={section.id} gap="xs" component="section" aria-labelledby={`${section.id}-heading`}>
              <Title order={2} size="h4" id={`${section.id}-heading`}>
                <span id={section.id} style={{ scrollMarginTop: 80 }} />
                {section.heading}
              </Title>
              {section.paragraphs.map((paragraph, index) => (
                <Text key={index}>{renderWithPlaceholders(paragraph)}</Text>
              ))}
            </Stack>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}

export function TermsPage() {
  return <LegalPage document="terms" />;
}

export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
