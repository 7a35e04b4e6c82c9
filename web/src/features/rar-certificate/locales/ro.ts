/** Romanian texts of the RAR certificate section (namespace 'rarCertificate'); en.ts has the same keys. */
export const ro = {
  title: 'Certificat RAR Auto-Pass',
  declared: 'declarat de vânzător',
  declaredHint:
    'Vânzătorul a introdus aceste date; AutoLicit nu le poate verifica la Registrul Auto Român. Verificați certificatul descărcat.',
  number: 'Serie și număr',
  issuedAt: 'Data emiterii',
  download: 'Descărcați certificatul (PDF)',
  noPdf: 'Vânzătorul nu a atașat PDF-ul certificatului.',
  none: 'Nu ați adăugat încă certificatul RAR Auto-Pass.',
  history: 'Istoric',
  added: 'Adăugat pe {{date}}',
  replaced: 'Înlocuit pe {{date}}',
  stale:
    'Certificatul va avea peste 60 de zile la finalul licitației ({{date}}). Cumpărătorul va avea nevoie de unul valabil: emiteți unul nou și înlocuiți-l.',
  add: 'Adăugați certificatul',
  replace: 'Înlocuiți certificatul',
  pdf: 'Certificatul (PDF, cel mult 5 MB)',
  pdfPlaceholder: 'Alegeți fișierul PDF',
  save: 'Salvați certificatul',
  cancel: 'Renunțați',
  saved: 'Certificatul a fost salvat.',
};
