/** Texts of the seller's actions on their auctions (namespace 'sellerTools'). */
export const ro = {
  cancel: {
    button: 'Anulați licitația',
    title: 'Anulați licitația?',
    intro: 'Licitația pentru {{title}} se oprește acum și anunțul nu mai apare în căutări. Cei care o urmăresc sunt anunțați, cu motivul de mai jos.',
    reasonLabel: 'Motivul anulării',
    reasonHint: 'Îl văd cei care urmăresc licitația (3–500 de caractere).',
    keep: 'Nu, o păstrez',
    confirm: 'Anulați licitația',
    doneTitle: 'Licitație anulată',
    doneMessage: 'Licitația a fost oprită; cei care o urmăreau au fost anunțați.',
    failedTitle: 'Licitația nu a fost anulată',
    failedFallback: 'Nu am putut anula licitația. Încercați din nou.',
  },
};
