import type { en } from './en';

export const ro: typeof en = {
  howItWorksTitle: 'Cum funcționează',
  howItWorksIntro: 'Fiecare vehicul se vinde printr-o licitație online cu durată fixă, în euro.',
  step1: 'Răsfoiți licitațiile active sau folosiți căutarea avansată pentru a găsi mașina potrivită.',
  step2:
    'Autentificați-vă, introduceți oferta și confirmați-o; rezumatul arată comisionul de licitație și totalul de plată dacă câștigați.',
  step3:
    'O ofertă în ultimele 2 minute readuce timpul rămas la 2 minute, astfel încât nimeni nu câștigă în ultima secundă.',
  step4: 'Când licitația se încheie peste prețul de rezervă, cel mai mare ofertant câștigă vehiculul.',
  sellTitle: 'Vindeți-vă mașina',
  sellIntro:
    'Publicați un anunț cu fotografii, un preț de pornire și o licitație de 2 sau 4 zile. Puteți stabili și un preț „Cumpărați acum” și un preț de rezervă.',
  sellSignedIn: 'Folosiți butonul „Publicați un anunț” din antet.',
  sellVisitor: 'Autentificați-vă sau creați un cont pentru a publica un anunț.',
};
