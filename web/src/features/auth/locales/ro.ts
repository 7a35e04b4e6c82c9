import type { en } from './en';

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const ro: Messages<typeof en> = {
  reset: {
    title: 'Resetați parola',
    intro: 'Alegeți o parolă nouă pentru contul dumneavoastră.',
    newPassword: 'Parolă nouă',
    confirmPassword: 'Confirmați parola nouă',
    submit: 'Resetează parola',
    submitting: 'Se resetează parola...',
    backToLogin: 'Înapoi la autentificare',
    invalidLinkTitle: 'Link de resetare invalid',
    invalidLinkMessage: 'Nu a fost găsit niciun token de resetare. Solicitați o nouă resetare a parolei.',
    redirecting: 'Vă redirecționăm către pagina principală…',
    validationErrorTitle: 'Eroare de validare',
    failedTitle: 'Resetarea parolei a eșuat',
    failedFallback: 'Parola nu a putut fi resetată. Linkul poate fi expirat sau invalid.',
    successToastTitle: 'Parola a fost resetată',
    successToastMessage: 'Vă puteți autentifica acum cu parola nouă.',
    completeTitle: 'Resetarea parolei este completă!',
    completeMessage: 'Parola a fost schimbată. Autentificați-vă cu parola nouă.',
    goToLogin: 'Mergi la autentificare',
  },
};
