/** The few words of the unsubscribe page, in both languages as the e-mails are. */
const TEXTS = {
  confirm: {
    ro: 'Nu mai doriți acest tip de e-mail de la AutoLicit? Celelalte notificări rămân neschimbate.',
    en: 'No longer want this kind of e-mail from AutoLicit? Your other notifications stay as they are.',
  },
  done: {
    ro: 'Gata: nu veți mai primi acest tip de e-mail. Îl puteți reactiva oricând din preferințele de notificare ale contului.',
    en: 'Done: you will no longer receive this kind of e-mail. You can turn it back on any time in your notification preferences.',
  },
  invalid: {
    ro: 'Acest link de dezabonare nu este valid.',
    en: 'This unsubscribe link is not valid.',
  },
  button: { ro: 'Dezabonare', en: 'Unsubscribe' },
} as const;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A page without scripts or outside requests: the confirmation form, or the outcome. */
export function renderUnsubscribePage(
  page: { state: 'confirm'; action: string } | { state: 'done' | 'invalid' },
): string {
  const text = TEXTS[page.state];
  const form =
    page.state === 'confirm'
      ? `<form method="post" action="${escapeHtml(page.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${TEXTS.button.ro} / ${TEXTS.button.en}</button></form>`
      : '';
  return `<!doctype html>
<html lang="ro"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>AutoLicit — ${TEXTS.button.ro}</title></head>
<body><main><h1>AutoLicit</h1><p>${text.ro}</p><p lang="en">${text.en}</p>${form}</main></body></html>`;
}
