import { type LegalTexts, getLegalFacts } from './legal-document';

const f = getLegalFacts('ro');

/**
 * The terms and the privacy notice in Romanian (formal "dvs.", docs/glossary.md). The text between
 * ⟦ ⟧ is for the deployer to fill in; the numbers come from the rules the marketplace runs on.
 */
export const ro: LegalTexts = {
  terms: {
    title: 'Termeni și condiții',
    updated: 'Ultima actualizare: ⟦data publicării⟧',
    intro:
      'Acești termeni se aplică oricui folosește AutoLicit: vizitatorilor, ofertanților, vânzătorilor și dealerilor. Prin crearea unui cont și prin plasarea unei oferte îi acceptați.',
    sections: [
      {
        id: 'operator',
        heading: '1. Cine operează platforma',
        paragraphs: [
          'Operator: ⟦denumirea societății⟧, ⟦sediul⟧, CUI ⟦cod⟧, nr. de înregistrare la Registrul Comerțului ⟦număr⟧, e-mail ⟦adresa de contact⟧, telefon ⟦număr⟧.',
          'Datele operatorului se completează de cel care pune platforma în funcțiune, înainte de deschiderea ei publicului.',
        ],
      },
      {
        id: 'binding-bids',
        heading: '2. Ofertele sunt angajante',
        paragraphs: [
          'O ofertă plasată este o ofertă fermă de cumpărare a vehiculului la suma oferită, plus comisionul de licitație. Nu poate fi retrasă după ce a fost acceptată de server.',
          'Dacă la încheierea licitației oferta dvs. este cea mai mare și prețul de rezervă este atins (sau licitația nu are preț de rezervă), vânzarea se încheie automat cu dvs. Dacă prețul de rezervă nu este atins, vânzătorul poate accepta cea mai mare ofertă în ' +
            `${f.acceptUnderReserveHours} de ore de la încheiere, fără o nouă confirmare din partea dvs.`,
          'Cumpărarea la prețul „Cumpărați acum” încheie licitația imediat, cu aceleași obligații.',
        ],
      },
      {
        id: 'fee',
        heading: '3. Comisionul de licitație',
        paragraphs: [
          `Cumpărătorul plătește, pe lângă oferta câștigătoare, un comision de licitație de ${f.feeBaseEur} € plus ${f.feePerThousandEur} € pentru fiecare 1.000 € întregi din ofertă (rotunjit în jos).`,
          `Exemplu: pentru o ofertă câștigătoare de ${f.exampleBid}, comisionul este ${f.exampleFee}, iar totalul de plată este ${f.exampleTotal}. Comisionul acoperă serviciile platformei, procesarea plății și securitatea tranzacției și este afișat la fiecare confirmare de ofertă.`,
        ],
      },
      {
        id: 'payment',
        heading: '4. Plata și neplata',
        paragraphs: [
          `Cumpărătorul are ${f.paymentDeadlineDays} zile de la vânzare pentru a plăti. Termenul este afișat ambelor părți în panoul de control, iar după vânzare fiecare parte primește datele de contact ale celeilalte.`,
          'Vânzătorul (sau un administrator) înregistrează plata. Neplata poate fi înregistrată numai după expirarea termenului; tranzacția este atunci marcată ca eșuată.',
          'Neplata poate duce la suspendarea sau închiderea contului cumpărătorului și nu îl scutește de răspunderea față de vânzător potrivit legii.',
        ],
      },
      {
        id: 'cancel-relist',
        heading: '5. Anulare și republicare',
        paragraphs: [
          'Vânzătorul își poate anula licitația cât timp aceasta nu are nicio ofertă. După prima ofertă, numai un administrator o poate anula, cu un motiv consemnat. Ofertanții și cei care o urmăresc la favorite sunt anunțați prin notificare și e-mail.',
          'O licitație încheiată fără vânzare sau anulată poate fi republicată de vânzător: republicarea creează un anunț nou, cu istoricul său propriu; licitația veche își păstrează ofertele și rezultatul.',
        ],
      },
      {
        id: 'anti-sniping',
        heading: '6. Protecția împotriva ofertelor de ultim moment',
        paragraphs: [
          `O ofertă acceptată cu ${f.antiSnipingWindowMinutes} minute sau mai puțin înainte de încheiere aduce timpul rămas înapoi la ${f.antiSnipingExtensionMinutes} minute. Licitația se încheie abia când trec ${f.antiSnipingExtensionMinutes} minute fără nicio ofertă nouă.`,
        ],
      },
      {
        id: 'maximum-bids',
        heading: '7. Oferta maximă',
        paragraphs: [
          'Puteți stabili o ofertă maximă: platforma licitează pentru dvs. cât este nevoie, cu pasul minim, până la acea sumă. Fiecare ofertă automată este la fel de angajantă ca una plasată manual.',
          'Oferta dvs. maximă nu este arătată nimănui altcuiva — nici vânzătorului, nici administratorilor. O puteți mări oricând și o puteți micșora până la oferta minimă următoare; după încheierea licitației nu mai poate fi retrasă.',
        ],
      },
      {
        id: 'traders',
        heading: '8. Verificarea comercianților',
        paragraphs: [
          'Dealerii și ceilalți comercianți profesioniști se înregistrează cu codul de TVA și datele firmei; contul lor este verificat de un administrator înainte de a putea publica anunțuri ca firmă. Până la verificare (sau după o respingere) pot licita și publica doar ca persoană fizică.',
          'Denumirea și CUI-ul firmei servesc numai verificării și nu sunt arătate cumpărătorilor înainte de vânzare.',
        ],
      },
      {
        id: 'outages',
        heading: '9. Întreruperi ale platformei',
        paragraphs: [
          'Cât timp platforma nu poate primi oferte în siguranță, ofertele sunt refuzate cu mesajul „Serviciu temporar indisponibil”; nicio ofertă refuzată nu este înregistrată.',
          `Dacă platforma însăși nu mai funcționează (baza sa de date sau serviciul în timp real nu răspund mai mult de ${f.outageThresholdSeconds} secunde), fiecare licitație care urma să se încheie în timpul întreruperii sau în ${f.antiSnipingWindowMinutes} minute după revenirea serviciului este prelungită automat: se încheie la ${f.antiSnipingWindowMinutes} minute după revenirea serviciului, astfel încât fiecare ofertant are cel puțin ${f.antiSnipingWindowMinutes} minute de funcționare normală pentru a licita din nou. Ofertanții și cei care o urmăresc sunt anunțați de noua oră de încheiere.`,
          `Pentru incidentele pe care platforma nu le poate detecta singură (de exemplu o problemă de rețea pe drumul către ea), operatorul poate prelungi licitațiile care se încheie în timpul incidentului sau în ${f.outageGraceMinutes} de minute după el, cu același anunț. Licitațiile încheiate înainte de începutul unei întreruperi nu se redeschid; cazurile deosebite se rezolvă individual, prin asistență.`,
        ],
      },
      {
        id: 'conduct',
        heading: '10. Conduită interzisă',
        paragraphs: [
          'Este interzis să licitați pe propriul vehicul sau să ridicați prețul în numele vânzătorului (direct sau prin conturi apropiate). Platforma păstrează semnale ale unor astfel de tipare, iar conturile implicate pot fi suspendate.',
        ],
      },
      {
        id: 'disputes',
        heading: '11. Reclamații și litigii',
        paragraphs: [
          'Reclamațiile privind o licitație sau o tranzacție se trimit la ⟦adresa de e-mail pentru reclamații⟧; răspundem în cel mult ⟦număr⟧ zile lucrătoare.',
          'Consumatorii se pot adresa și Autorității Naționale pentru Protecția Consumatorilor (ANPC) sau platformei europene de soluționare online a litigiilor. Litigiile nesoluționate pe cale amiabilă sunt de competența instanțelor din România; se aplică legea română.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politica de confidențialitate',
    updated: 'Ultima actualizare: ⟦data publicării⟧',
    intro:
      'Aici aflați ce date personale păstrează AutoLicit, de ce, cât timp și cum vă exercitați drepturile potrivit Regulamentului general privind protecția datelor (GDPR, Regulamentul UE 2016/679).',
    sections: [
      {
        id: 'controller',
        heading: '1. Operatorul datelor',
        paragraphs: [
          'Operatorul datelor este ⟦denumirea societății⟧, ⟦sediul⟧, CUI ⟦cod⟧. Pentru orice întrebare privind datele dvs.: ⟦adresa de e-mail pentru protecția datelor⟧.',
        ],
      },
      {
        id: 'data',
        heading: '2. Ce date păstrăm și de ce',
        paragraphs: [
          'Datele contului: nume, e-mail, telefon, parola (numai sub formă de hash), iar pentru firme denumirea, CUI-ul și codul de TVA. Le folosim pentru a vă identifica, a vă permite să licitați și să vindeți și pentru verificarea comercianților (executarea contractului, art. 6 alin. (1) lit. b GDPR).',
          'Ofertele și tranzacțiile: sumele, ora, licitația, rezultatul și starea plății. Ele sunt chiar obiectul contractului și dovada lui; după vânzare, cumpărătorul și vânzătorul își văd reciproc numele, e-mailul și telefonul.',
          `Adresele IP și un identificator de browser la înregistrare, autentificare și la fiecare ofertă, pentru a depista ofertele fictive (un vânzător care își licitează propriul vehicul). Identificatorul este o valoare aleatorie într-un cookie HttpOnly („autolicit.did”) care nu poate fi citit de scripturi și nu este folosit în alt scop; fiind strict necesar prevenirii fraudei (interes legitim, art. 6 alin. (1) lit. f GDPR), nu cere consimțământ. Aceste date se șterg automat după ${f.footprintRetentionDays} de zile.`,
          'Jurnalul de audit: acțiunile importante (autentificări, schimbări de rol, anulări, verificări, înregistrări de plată) cu ora și adresa IP, pentru securitate și pentru a putea lămuri o reclamație.',
          'E-mailurile pe care vi le trimitem (oferta depășită, licitație câștigată, anulare, prelungire, resetarea parolei) sunt trimise prin ⟦furnizorul de e-mail⟧; le folosim numai pentru a vă informa despre licitațiile dvs.',
        ],
      },
      {
        id: 'retention',
        heading: '3. Cât timp păstrăm datele',
        paragraphs: [
          `Adresele IP și identificatorii de browser: ${f.footprintRetentionDays} de zile, apoi se șterg automat.`,
          'Datele contului: cât timp contul există. Ofertele, tranzacțiile și jurnalul de audit: cât cer legislația contabilă și fiscală și termenul de prescripție al unei reclamații, ⟦durata stabilită de operator⟧.',
          'Nu vindem datele dvs. și nu le folosim pentru publicitate.',
        ],
      },
      {
        id: 'rights',
        heading: '4. Drepturile dvs.',
        paragraphs: [
          'Aveți dreptul de acces la date, de rectificare, de ștergere, de restricționare a prelucrării, la portabilitatea datelor și de opoziție față de prelucrarea bazată pe interesul legitim.',
          'Pentru a vă exercita un drept, scrieți-ne de la adresa de e-mail a contului la ⟦adresa de e-mail pentru protecția datelor⟧. Răspundem în cel mult o lună. Unele date (de exemplu tranzacțiile) trebuie păstrate chiar după o cerere de ștergere, cât timp legea o cere.',
        ],
      },
      {
        id: 'authority',
        heading: '5. Autoritatea de supraveghere',
        paragraphs: [
          'Dacă considerați că datele dvs. sunt prelucrate ilegal, puteți depune o plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP), B-dul G-ral. Gheorghe Magheru 28-30, București, www.dataprotection.ro.',
        ],
      },
    ],
  },
};
