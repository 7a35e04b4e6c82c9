/** Romanian texts of the listing dialog's RAR certificate fields (namespace 'listingRarCertificate'), loaded with the dialog. */
export const ro = {
  legend: 'Certificat RAR Auto-Pass (opțional)',
  intro:
    'Certificatul RAR Auto-Pass arată istoricul înregistrat al mașinii. Nu este obligatoriu pentru a lista; îl puteți adăuga sau înlocui și cât timp licitația este activă. Cumpărătorii îl văd ca „declarat de vânzător”.',
  number: 'Serie și număr certificat',
  numberPlaceholder: 'ex. RO AP 000123',
  issuedAt: 'Data emiterii',
  pdf: 'Certificatul (PDF, cel mult 5 MB)',
  stale:
    'Certificatul va avea peste 60 de zile la finalul licitației. Cumpărătorul va avea nevoie de unul valabil: emiteți unul nou înainte de final.',
};
