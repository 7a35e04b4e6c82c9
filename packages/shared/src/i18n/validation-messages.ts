import type { Language } from '../constants';

/**
 * Every validation and API error text, keyed by a stable code. Zod schemas carry the key as their
 * message, so the server answers with the English text of the spec and the web app shows the text
 * of the chosen language from the same key.
 */
export const validationMessages = {
  // §5 listing form
  'listing.makeRequired': { en: 'Make is required', ro: 'Marca este obligatorie' },
  'listing.modelRequired': { en: 'Model is required', ro: 'Modelul este obligatoriu' },
  'listing.makeTooLong': { en: 'Make must be at most 60 characters', ro: 'Marca poate avea cel mult 60 de caractere' },
  'listing.modelTooLong': {
    en: 'Model must be at most 60 characters',
    ro: 'Modelul poate avea cel mult 60 de caractere',
  },
  'listing.yearRequired': { en: 'Year is required', ro: 'Anul este obligatoriu' },
  'listing.mileageRequired': { en: 'Mileage is required', ro: 'Kilometrajul este obligatoriu' },
  'listing.yearRange': {
    en: 'Year must be between {{min}} and {{max}}',
    ro: 'Anul trebuie să fie între {{min}} și {{max}}',
  },
  'listing.mileageMin': {
    en: 'Mileage must be a whole number of at least 0',
    ro: 'Kilometrajul trebuie să fie un număr întreg de cel puțin 0',
  },
  'listing.vinLength': {
    en: 'VIN must be exactly 17 characters',
    ro: 'Seria de șasiu (VIN) trebuie să aibă exact 17 caractere',
  },
  'listing.vinCharacters': {
    en: 'VIN may contain only letters and digits, without I, O or Q',
    ro: 'Seria de șasiu (VIN) poate conține doar litere și cifre, fără I, O sau Q',
  },
  'listing.vinIllegalCharacters': {
    en: 'VIN never contains I, O or Q (found: {{characters}})',
    ro: 'Seria de șasiu (VIN) nu conține I, O sau Q (găsite: {{characters}})',
  },
  'listing.conditionInvalid': { en: 'Please select the condition', ro: 'Selectați starea vehiculului' },
  'listing.categoryInvalid': { en: 'Please select a valid category', ro: 'Selectați o categorie validă' },
  'listing.transmissionInvalid': { en: 'Please select a valid transmission', ro: 'Selectați o transmisie validă' },
  'listing.drivetrainInvalid': { en: 'Please select a valid drivetrain', ro: 'Selectați o tracțiune validă' },
  'listing.fuelTypeInvalid': { en: 'Please select a valid fuel type', ro: 'Selectați un combustibil valid' },
  'listing.colorInvalid': { en: 'Please select a valid colour', ro: 'Selectați o culoare validă' },
  'listing.sellerTypeInvalid': {
    en: 'Seller type must be individual or business',
    ro: 'Tipul vânzătorului trebuie să fie persoană fizică sau firmă',
  },
  'listing.locationTooLong': {
    en: 'Location must be at most 100 characters',
    ro: 'Locația poate avea cel mult 100 de caractere',
  },
  'listing.descriptionTooLong': {
    en: 'Description must be at most 5000 characters',
    ro: 'Descrierea poate avea cel mult 5000 de caractere',
  },
  'listing.startingBidMin': {
    en: 'Starting bid must be at least €1',
    ro: 'Prețul de pornire trebuie să fie de cel puțin 1 €',
  },
  'listing.auctionDaysRequired': { en: 'Auction duration is required', ro: 'Durata licitației este obligatorie' },
  'listing.buyNowAboveStart': {
    en: 'Buy now price must be higher than starting bid',
    ro: 'Prețul „Cumpărați acum” trebuie să fie mai mare decât prețul de pornire',
  },
  'listing.reserveAboveStart': {
    en: 'Reserve price must be higher than starting bid',
    ro: 'Prețul de rezervă trebuie să fie mai mare decât prețul de pornire',
  },
  'listing.companyNameRequired': {
    en: 'Company name is required for business sellers',
    ro: 'Numele firmei este obligatoriu pentru vânzătorii persoane juridice',
  },
  'listing.companyCuiRequired': {
    en: 'Company CUI is required for business sellers',
    ro: 'CUI-ul firmei este obligatoriu pentru vânzătorii persoane juridice',
  },
  'listing.tooManyImages': { en: 'You can upload a maximum of 20 images', ro: 'Puteți încărca cel mult 20 de imagini' },
  'listing.imageInvalid': {
    en: 'Each photo must be a JPEG, PNG, WebP, GIF, AVIF or HEIC image',
    ro: 'Fiecare fotografie trebuie să fie o imagine JPEG, PNG, WebP, GIF, AVIF sau HEIC',
  },
  'listing.imageTooLarge': { en: 'Each photo must be at most 5 MB', ro: 'Fiecare fotografie poate avea cel mult 5 MB' },
  'listing.imageUnknown': {
    en: 'A photo was not found; please upload it again',
    ro: 'O fotografie nu a fost găsită; încărcați-o din nou',
  },
  'upload.multipartRequired': {
    en: 'Send one photo as multipart/form-data in a file field named "photo"',
    ro: 'Trimiteți o singură fotografie ca multipart/form-data, în câmpul de fișier „photo”',
  },
  'listing.youtubeInvalid': { en: 'Please enter a valid YouTube link', ro: 'Introduceți un link YouTube valid' },
  'money.invalid': { en: 'Enter an amount in euros, e.g. 15300', ro: 'Introduceți o sumă în euro, de exemplu 15300' },
  'money.tooHigh': { en: 'The amount cannot exceed 10.000.000 €', ro: 'Suma nu poate depăși 10.000.000 €' },

  // §5 professional registration
  'pro.vatMin': {
    en: 'VAT number must be at least 8 characters',
    ro: 'Codul de TVA trebuie să aibă cel puțin 8 caractere',
  },
  'pro.vatMax': { en: 'VAT number too long', ro: 'Codul de TVA este prea lung' },
  'pro.vatFormat': {
    en: 'VAT Validation Failed - Please check your VAT number and try again',
    ro: 'Validarea TVA a eșuat - Verificați codul de TVA și încercați din nou',
  },
  'pro.countryRequired': { en: 'Please select your country', ro: 'Selectați țara' },
  'pro.companyNameRequired': { en: 'Company name is required', ro: 'Numele firmei este obligatoriu' },
  'pro.tradingNameTooLong': {
    en: 'Trading name must be at most 200 characters',
    ro: 'Denumirea comercială poate avea cel mult 200 de caractere',
  },
  'pro.registrationNumberRequired': {
    en: 'Registration number is required',
    ro: 'Numărul de înregistrare este obligatoriu',
  },
  'pro.yearEstablishedInvalid': { en: 'Please enter valid year', ro: 'Introduceți un an valid' },
  'pro.companyAddressRequired': { en: 'Please enter complete address', ro: 'Introduceți adresa completă' },
  'pro.cityRequired': { en: 'City is required', ro: 'Orașul este obligatoriu' },
  'pro.postalCodeRequired': { en: 'Postal code is required', ro: 'Codul poștal este obligatoriu' },
  'pro.websiteInvalid': { en: 'Please enter valid website URL', ro: 'Introduceți o adresă web validă' },
  'pro.businessTypeRequired': { en: 'Please select your business type', ro: 'Selectați tipul de activitate' },
  'pro.primaryMarketsRequired': { en: 'Select at least one market', ro: 'Selectați cel puțin o piață' },
  'pro.monthlyVolumeRequired': { en: 'Please select your monthly volume', ro: 'Selectați volumul lunar' },
  'pro.businessDescriptionMin': {
    en: 'Please provide detailed business description',
    ro: 'Descrieți activitatea firmei în detaliu',
  },
  'pro.firstNameMin': {
    en: 'First name must be at least 2 characters',
    ro: 'Prenumele trebuie să aibă cel puțin 2 caractere',
  },
  'pro.lastNameMin': {
    en: 'Last name must be at least 2 characters',
    ro: 'Numele trebuie să aibă cel puțin 2 caractere',
  },
  'pro.emailInvalid': { en: 'Valid email is required', ro: 'Este necesară o adresă de e-mail validă' },
  'pro.phoneInvalid': { en: 'Valid phone number is required', ro: 'Este necesar un număr de telefon valid' },
  'pro.positionRequired': { en: 'Position/title is required', ro: 'Funcția este obligatorie' },
  'pro.agreeTerms': { en: 'You must agree to terms and conditions', ro: 'Trebuie să acceptați termenii și condițiile' },
  'pro.agreePrivacy': {
    en: 'You must agree to privacy policy',
    ro: 'Trebuie să acceptați politica de confidențialitate',
  },

  // §5 passwords (shared by every form that sets one)
  'password.min': { en: 'Password must be at least 8 characters', ro: 'Parola trebuie să aibă cel puțin 8 caractere' },
  'password.weak': {
    en: 'This password is too easy to guess: avoid common words, names, dates and sequences. A few unrelated words make a strong passphrase.',
    ro: 'Parola este prea ușor de ghicit: evitați cuvintele uzuale, numele, datele și secvențele. Câteva cuvinte fără legătură între ele formează o parolă puternică.',
  },
  'password.tooLong': {
    en: 'Password must be at most 200 characters',
    ro: 'Parola poate avea cel mult 200 de caractere',
  },
  'password.confirmRequired': { en: 'Please confirm your password', ro: 'Confirmați parola' },
  'password.mismatch': { en: "Passwords don't match", ro: 'Parolele nu coincid' },
  'password.required': { en: 'Password is required', ro: 'Parola este obligatorie' },
  'password.min6': { en: 'Password must be at least 6 characters', ro: 'Parola trebuie să aibă cel puțin 6 caractere' },

  // §5 sign-in and account creation
  'auth.loginEmailInvalid': { en: 'Please enter a valid email address', ro: 'Introduceți o adresă de e-mail validă' },
  'auth.emailInvalid': { en: 'Invalid email address', ro: 'Adresă de e-mail invalidă' },
  'auth.entityTypeRequired': { en: 'Please select entity type', ro: 'Selectați tipul de entitate' },
  'auth.entityFieldsRequired': {
    en: 'Please fill in all required fields for the selected entity type',
    ro: 'Completați toate câmpurile obligatorii pentru tipul de entitate selectat',
  },
  'auth.firstNameMin': {
    en: 'First name must be at least 2 characters',
    ro: 'Prenumele trebuie să aibă cel puțin 2 caractere',
  },
  'auth.lastNameMin': {
    en: 'Last name must be at least 2 characters',
    ro: 'Numele trebuie să aibă cel puțin 2 caractere',
  },
  'auth.firstNameRequired': { en: 'First name is required', ro: 'Prenumele este obligatoriu' },
  'auth.lastNameRequired': { en: 'Last name is required', ro: 'Numele este obligatoriu' },
  'auth.cnpLength': { en: 'CNP must be exactly 13 digits', ro: 'CNP-ul trebuie să aibă exact 13 cifre' },
  'auth.cnpInvalid': { en: 'CNP is not valid', ro: 'CNP-ul nu este valid' },
  'auth.addressMin': {
    en: 'Address must be at least 5 characters',
    ro: 'Adresa trebuie să aibă cel puțin 5 caractere',
  },
  'auth.phoneMin': {
    en: 'Phone number must be at least 10 characters',
    ro: 'Numărul de telefon trebuie să aibă cel puțin 10 caractere',
  },
  'auth.companyNameMin': {
    en: 'Company name must be at least 2 characters',
    ro: 'Numele firmei trebuie să aibă cel puțin 2 caractere',
  },
  'cui.invalid': {
    en: 'This CUI is not valid: its check digit does not match',
    ro: 'CUI-ul nu este valid: cifra de control nu corespunde',
  },
  'auth.cuiMin': { en: 'CUI must be at least 8 characters', ro: 'CUI-ul trebuie să aibă cel puțin 8 caractere' },
  'auth.companyAddressMin': {
    en: 'Company address must be at least 5 characters',
    ro: 'Adresa firmei trebuie să aibă cel puțin 5 caractere',
  },
  'auth.companyPhoneMin': {
    en: 'Company phone must be at least 10 characters',
    ro: 'Telefonul firmei trebuie să aibă cel puțin 10 caractere',
  },
  'auth.legalRepresentativeMin': {
    en: 'Legal representative must be at least 3 characters',
    ro: 'Reprezentantul legal trebuie să aibă cel puțin 3 caractere',
  },
  'auth.registrationNumberMin': {
    en: 'Registration number must be at least 8 characters',
    ro: 'Numărul de înregistrare trebuie să aibă cel puțin 8 caractere',
  },
  'auth.invalidCredentials': { en: 'Invalid email or password', ro: 'E-mail sau parolă incorectă' },
  'auth.emailTaken': {
    en: 'An account with this email already exists',
    ro: 'Există deja un cont cu această adresă de e-mail',
  },
  'auth.resetTokenRequired': { en: 'Reset token is required', ro: 'Tokenul de resetare este obligatoriu' },
  'auth.resetTokenInvalid': { en: 'Invalid or expired reset token', ro: 'Link de resetare invalid sau expirat' },
  'auth.roleInvalid': { en: 'Role must be user or admin', ro: 'Rolul trebuie să fie user sau admin' },
  'auth.mfaRequired': {
    en: 'Turn on two-step verification and sign in with it before switching to the admin role',
    ro: 'Activați verificarea în doi pași și autentificați-vă cu ea înainte de a trece la rolul de administrator',
  },
  'mfa.codeInvalid': {
    en: 'The code is not valid. Enter the 6-digit code from your authenticator app, or a recovery code',
    ro: 'Codul nu este valid. Introduceți codul de 6 cifre din aplicația de autentificare sau un cod de recuperare',
  },
  'mfa.challengeExpired': {
    en: 'The sign-in took too long. Please sign in again',
    ro: 'Autentificarea a durat prea mult. Autentificați-vă din nou',
  },
  'mfa.alreadyEnabled': {
    en: 'Two-step verification is already on for this account',
    ro: 'Verificarea în doi pași este deja activă pentru acest cont',
  },
  'mfa.notStarted': {
    en: 'Start the two-step verification set-up first',
    ro: 'Începeți mai întâi configurarea verificării în doi pași',
  },
  'auth.notProfessional': {
    en: 'This account is not a professional account',
    ro: 'Acest cont nu este un cont profesional',
  },

  // §5 bidding
  'bid.amountInvalid': {
    en: 'Bid amount must be a whole number of euros',
    ro: 'Oferta trebuie să fie un număr întreg de euro',
  },
  'bid.tooLow': { en: 'Bid must be at least {{amount}}', ro: 'Oferta trebuie să fie de cel puțin {{amount}}' },
  'bid.ownAuction': { en: 'Cannot bid on your own auction', ro: 'Nu puteți licita la propria licitație' },
  'bid.notActive': { en: 'This auction is not active', ro: 'Această licitație nu este activă' },
  'bid.ended': { en: 'This auction has ended', ro: 'Această licitație s-a încheiat' },
  'vehicle.cancelReasonLength': {
    en: 'Give a reason of 3 to 500 characters',
    ro: 'Scrieți un motiv de 3–500 de caractere',
  },
  'vehicle.cancelHasBids': {
    en: 'An auction with bids can only be cancelled by an administrator',
    ro: 'O licitație cu oferte poate fi anulată doar de un administrator',
  },
  'vehicle.cancelNotActive': {
    en: 'Only a running auction can be cancelled',
    ro: 'Doar o licitație în desfășurare poate fi anulată',
  },
  'vehicle.relistNotEnded': {
    en: 'Only an auction that ended unsold can be relisted',
    ro: 'Doar o licitație încheiată fără vânzare poate fi relansată',
  },
  'vehicle.alreadyRelisted': { en: 'This auction was already relisted', ro: 'Această licitație a fost deja relansată' },
  'vehicle.acceptNotAvailable': {
    en: 'Only the highest bid of an auction that ended under its reserve can be accepted',
    ro: 'Se poate accepta doar cea mai mare ofertă a unei licitații încheiate sub prețul de rezervă',
  },
  'vehicle.acceptExpired': {
    en: 'The 48 hours to accept the highest bid have passed',
    ro: 'Cele 48 de ore în care puteați accepta cea mai mare ofertă au trecut',
  },
  'admin.incidentMinutes': {
    en: 'Minutes must be a whole number from 1 to 1440',
    ro: 'Minutele trebuie să fie un număr întreg între 1 și 1440',
  },
  'admin.incidentWindow': {
    en: 'The window must end after it starts and last at most 24 hours',
    ro: 'Intervalul trebuie să se încheie după ce începe și să dureze cel mult 24 de ore',
  },
  'vehicle.endTimeInPast': {
    en: 'An auction with bids cannot end in the past',
    ro: 'O licitație cu oferte nu se poate încheia în trecut',
  },
  'transaction.statusInvalid': {
    en: 'Payment status must be completed or failed',
    ro: 'Starea plății trebuie să fie „completed” sau „failed”',
  },
  'transaction.notPending': { en: 'This sale is already settled', ro: 'Această vânzare este deja încheiată' },
  'transaction.notOverdue': {
    en: 'A non-payment can be recorded only after the payment deadline',
    ro: 'Neplata poate fi înregistrată doar după termenul de plată',
  },
  'transaction.notFound': { en: 'Transaction not found', ro: 'Tranzacția nu a fost găsită' },
  'admin.rejectReasonLength': {
    en: 'Give the trader a reason of 5 to 500 characters',
    ro: 'Scrieți comerciantului un motiv de 5–500 de caractere',
  },
  'admin.professionalNotPending': { en: 'This account was already reviewed', ro: 'Acest cont a fost deja verificat' },
  'admin.professionalNotFound': {
    en: 'No professional account with this id',
    ro: 'Nu există un cont profesional cu acest id',
  },
  'listing.businessNotVerified': {
    en: 'Only a verified dealer can list as a business. Your account is awaiting verification',
    ro: 'Doar un dealer verificat poate publica anunțuri ca firmă. Contul dvs. așteaptă verificarea',
  },
  'bid.nothingOffered': { en: 'Enter a bid or a maximum', ro: 'Introduceți o ofertă sau o sumă maximă' },
  'bid.maxTooLow': {
    en: 'Your maximum must be at least {{amount}}',
    ro: 'Suma maximă trebuie să fie de cel puțin {{amount}}',
  },
  'bid.maxBelowAmount': {
    en: 'Your maximum cannot be lower than your bid',
    ro: 'Suma maximă nu poate fi mai mică decât oferta dvs.',
  },
  'bid.leadingCannotRemove': {
    en: 'You cannot remove your maximum while you are the highest bidder',
    ro: 'Nu puteți retrage suma maximă cât timp sunteți cel mai mare ofertant',
  },
  'bid.noMaximum': { en: 'You have no maximum on this auction', ro: 'Nu aveți o sumă maximă la această licitație' },
  'bid.outbidByAutomatic': {
    en: 'You were outbid by an automatic bid',
    ro: 'Oferta dvs. a fost depășită de o ofertă automată',
  },
  'bid.busy': {
    en: 'Too many bids at once on this vehicle, please try again',
    ro: 'Prea multe oferte simultan pentru acest vehicul, încercați din nou',
  },
  'bid.attemptNotFound': {
    en: 'No bid was recorded for this attempt',
    ro: 'Nu a fost înregistrată nicio ofertă pentru această încercare',
  },
  'bid.idempotencyMismatch': {
    en: 'This Idempotency-Key was already used for a different bid',
    ro: 'Această cheie de idempotență a fost deja folosită pentru altă ofertă',
  },
  'bid.idempotencyInvalid': {
    en: 'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores',
    ro: 'Cheia de idempotență trebuie să aibă 8-100 de litere, cifre, cratime sau liniuțe jos',
  },

  // generic and §8
  'vehicle.notFound': { en: 'Vehicle not found', ro: 'Vehiculul nu a fost găsit' },
  'vehicle.idInvalid': { en: 'Vehicle not found', ro: 'Vehiculul nu a fost găsit' },
  'user.notFound': { en: 'User not found', ro: 'Utilizatorul nu a fost găsit' },
  'query.invalid': { en: 'Invalid value for {{field}}', ro: 'Valoare invalidă pentru {{field}}' },
  'query.limitRange': {
    en: 'limit must be a whole number from 1 to 100',
    ro: 'limit trebuie să fie un număr întreg între 1 și 100',
  },
  'query.offsetInvalid': {
    en: 'offset must be a whole number of at least 0',
    ro: 'offset trebuie să fie un număr întreg de cel puțin 0',
  },
  'validation.invalidField': { en: 'Invalid value for {{field}}', ro: 'Valoare invalidă pentru {{field}}' },
  'validation.controlCharacters': {
    en: '{{field}} contains characters that are not allowed',
    ro: '{{field}} conține caractere nepermise',
  },
  'push.subscriptionInvalid': {
    en: 'Invalid push subscription: an endpoint and the p256dh and auth keys are required',
    ro: 'Abonare la notificări invalidă: sunt necesare adresa și cheile p256dh și auth',
  },
  'push.endpointNotAllowed': {
    en: "Push notifications are accepted only from the browsers' push services (https)",
    ro: 'Notificările sunt acceptate doar prin serviciile de notificări ale browserelor (https)',
  },
  'push.subscriptionNotFound': { en: 'Device not found', ro: 'Dispozitivul nu a fost găsit' },
  'push.disabled': {
    en: 'Push notifications are not available on this site',
    ro: 'Notificările push nu sunt disponibile pe acest site',
  },
  'preferences.invalid': {
    en: 'Invalid notification preferences: choose on or off for each kind and channel',
    ro: 'Preferințe de notificare invalide: alegeți activat sau dezactivat pentru fiecare tip și canal',
  },
  'preferences.unsubscribeInvalid': {
    en: 'This unsubscribe link is not valid',
    ro: 'Acest link de dezabonare nu este valid',
  },
  'savedSearch.invalid': {
    en: 'Invalid saved search: send a name, the search and when to be alerted',
    ro: 'Căutare salvată invalidă: trimiteți un nume, căutarea și când doriți alerte',
  },
  'savedSearch.nameInvalid': {
    en: 'The name must have 1 to 60 characters',
    ro: 'Numele trebuie să aibă între 1 și 60 de caractere',
  },
  'savedSearch.queryInvalid': {
    en: 'The search is not valid: {{field}}',
    ro: 'Căutarea nu este validă: {{field}}',
  },
  'savedSearch.alertInvalid': {
    en: 'Choose when to be alerted: instantly, daily or never',
    ro: 'Alegeți când primiți alerte: imediat, zilnic sau niciodată',
  },
  'savedSearch.limitReached': {
    en: 'You can save at most {{max}} searches; delete one first',
    ro: 'Puteți salva cel mult {{max}} căutări; ștergeți mai întâi una',
  },
  'savedSearch.notFound': { en: 'Saved search not found', ro: 'Căutarea salvată nu a fost găsită' },
  // The RAR certificate's: few and short, as every page's first bundle carries these texts.
  'rar.numberInvalid': {
    en: 'Enter the certificate number (up to 30 letters, digits, spaces, dashes)',
    ro: 'Introduceți numărul certificatului (până la 30 de litere, cifre, spații, cratime)',
  },
  'rar.issuedAtInvalid': {
    en: 'Enter an issue date from 1 Dec 2024 to today',
    ro: 'Introduceți o dată a emiterii din 1 dec. 2024 până azi',
  },
  'rar.pdfInvalid': {
    en: 'The certificate must be a PDF of up to 5 MB',
    ro: 'Certificatul trebuie să fie un PDF de până la 5 MB',
  },
  'rar.pdfUnknown': { en: 'Upload the certificate PDF again', ro: 'Încărcați din nou PDF-ul certificatului' },
  'errors.badRequest': { en: 'Bad request', ro: 'Cerere invalidă' },
  'live.tooManyRooms': {
    en: 'Too many auctions followed live at once; close some pages and try again',
    ro: 'Urmăriți prea multe licitații live deodată; închideți câteva pagini și încercați din nou',
  },
  'errors.unauthorized': { en: 'Unauthorized: please sign in', ro: 'Neautorizat: autentificați-vă' },
  'errors.forbidden': { en: 'Forbidden', ro: 'Acces interzis' },
  'errors.notFound': { en: 'Not found', ro: 'Nu a fost găsit' },
  'errors.malformedJson': { en: 'Malformed JSON body', ro: 'Corpul cererii nu este JSON valid' },
  'errors.jsonRequired': {
    en: 'Requests that change data must send JSON (Content-Type: application/json)',
    ro: 'Cererile care modifică date trebuie să trimită JSON',
  },
  'errors.crossSite': {
    en: 'Forbidden: cross-site request refused',
    ro: 'Acces interzis: cerere din alt site refuzată',
  },
  'errors.payloadTooLarge': { en: 'Request body is too large', ro: 'Cererea este prea mare' },
  'errors.rateLimited': {
    en: 'Too many requests, please try again in {{seconds}} seconds',
    ro: 'Prea multe cereri, încercați din nou în {{seconds}} secunde',
  },
  'errors.serviceUnavailable': { en: 'Service temporarily unavailable', ro: 'Serviciu temporar indisponibil' },
  'errors.internal': { en: 'Internal server error', ro: 'Eroare internă a serverului' },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageParams = Record<string, string | number>;

/** A template's {{name}} placeholders filled from params (one without a value stays as it is). */
export function fillPlaceholders(template: string, params: MessageParams): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
