import type { LegalTexts } from './legal-document';

/** De voorwaarden in het Nederlands (nl-NL). */
export const texts: LegalTexts = {
  userAgreement: {
    title: 'Gebruikersovereenkomst van Yardfleet',
    version: 'Versie 1.0, geldig vanaf 1 maart 2025',
    sections: [
      {
        heading: '1. Wie Yardfleet mag gebruiken',
        paragraphs: [
          'Yardfleet is een dienst voor vlootbeheer van accu-aangedreven buitengereedschap en wordt uitsluitend aangeboden aan bedrijven en zelfstandige ondernemers, niet aan consumenten.',
          'Wie een bedrijfsaccount registreert, bevestigt gemachtigd te zijn door de accounthouder (het bedrijf of de ondernemer) om het account aan te maken en deze overeenkomst namens hem te aanvaarden.',
        ],
      },
      {
        heading: '2. Accounts en rollen',
        paragraphs: [
          'Elk bedrijf heeft precies één beheerder. De beheerder nodigt managers en medewerkers uit, kan de beheerdersrol overdragen en beheert de bedrijfsnaam en tijdzone. Wat elke rol mag, staat in de productdocumentatie.',
          'U houdt uw inloggegevens geheim en meldt vermoeden van misbruik direct. U bent verantwoordelijk voor alles wat met uw account gebeurt.',
        ],
      },
      {
        heading: '3. De dienst',
        paragraphs: [
          'Yardfleet toont locatie, status, looptijd, accu- en onderhoudsgegevens die uw apparaten, gateways en laders melden, en laat u materieel ordenen met labels, magazijnen en onderhoudsherinneringen.',
          'We streven naar hoge beschikbaarheid, maar garanderen geen ononderbroken dienst. Gepland onderhoud kondigen we zo mogelijk vooraf aan.',
        ],
      },
      {
        heading: '4. Uw gegevens',
        paragraphs: [
          'De apparaatgegevens die het bedrijf invoert of die zijn apparaten melden, zijn van het bedrijf. U geeft ons de rechten die nodig zijn om ze op te slaan, te verwerken en te tonen om de dienst te leveren.',
          'U kunt uw gegevens altijd exporteren en bij het einde van het bedrijfsaccount om verwijdering vragen.',
        ],
      },
      {
        heading: '5. Toegestaan gebruik',
        paragraphs: [
          'U gebruikt Yardfleet niet om personen zonder wettelijke grondslag te volgen, de dienst of andere klanten te verstoren, de beveiliging zonder onze schriftelijke toestemming te testen of in strijd met de wet.',
        ],
      },
      {
        heading: '6. Kosten',
        paragraphs: [
          'Eventuele kosten volgen de bestelling of het abonnement dat met uw dealer of met ons is afgesproken. Prijzen zijn exclusief btw, tenzij anders vermeld.',
        ],
      },
      {
        heading: '7. Beëindiging',
        paragraphs: [
          'U kunt uw persoonlijke account opzeggen bij Mijn account. De beheerder van een geregistreerd bedrijf draagt eerst de beheerdersrol over. Een bedrijfsaccount wordt op verzoek van de beheerder opgezegd door een servicemedewerker van Yardfleet.',
          'U kunt uw toestemming intrekken bij Juridische informatie; de dienst blijft voor u uitgeschakeld totdat u opnieuw akkoord gaat.',
        ],
      },
      {
        heading: '8. Aansprakelijkheid',
        paragraphs: [
          'Niets in deze overeenkomst beperkt de aansprakelijkheid voor opzet, grove nalatigheid of letsel. Verder is onze aansprakelijkheid beperkt tot voorzienbare schade die bij dit soort overeenkomsten past en per jaar tot de vergoedingen van de voorafgaande twaalf maanden.',
        ],
      },
      {
        heading: '9. Wijzigingen en recht',
        paragraphs: [
          'We kunnen deze overeenkomst wijzigen met een termijn van ten minste 30 dagen; bij uw volgende aanmelding wordt u gevraagd de nieuwe versie te aanvaarden. Het recht van het land van de contracterende Yardfleet-entiteit is van toepassing.',
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Privacybeleid van Yardfleet',
    version: 'Versie 1.0, geldig vanaf 1 maart 2025',
    sections: [
      {
        heading: '1. Verwerkingsverantwoordelijke',
        paragraphs: [
          'Uw bedrijf is verantwoordelijk voor de apparaatgegevens die het in Yardfleet verwerkt; wij verwerken ze namens het bedrijf. Voor accountgegevens (naam, e-mail, taal, inloggegevens) zijn wij verantwoordelijk. Contact: privacy@yardfleet.com.',
        ],
      },
      {
        heading: '2. Welke gegevens',
        paragraphs: [
          'Accountgegevens: voor- en achternaam, e-mailadres, bedrijf, rol, taal, wachtwoordhash, inlogtijden en kenmerken van de browsers die u gebruikt.',
          'Apparaatgegevens: serie- en modelnummers, posities, looptijden, accu- en laadwaarden, onderhoudsregistraties en de labels die uw bedrijf toekent.',
        ],
      },
      {
        heading: '3. Doeleinden',
        paragraphs: [
          'Het leveren van de dienst waarvoor u zich registreerde (overeenkomst), de beveiliging ervan, zoals het beperken van inlogpogingen en het beëindigen van sessies (gerechtvaardigd belang), en het nakomen van wettelijke plichten zoals de fiscale bewaarplicht.',
        ],
      },
      {
        heading: '4. Ontvangers',
        paragraphs: [
          'Mensen van uw bedrijf volgens hun rol, onze hosting- en e-mailleveranciers als verwerkers met een schriftelijke overeenkomst, en overheden als de wet dat eist. We verkopen nooit persoonsgegevens.',
        ],
      },
      {
        heading: '5. Opslaglocatie',
        paragraphs: [
          "Gegevens van Europese klanten worden in de Europese Unie opgeslagen, die van Noord-Amerikaanse klanten in de Verenigde Staten. Doorgiften buiten deze regio's berusten op standaardcontractbepalingen.",
        ],
      },
      {
        heading: '6. Bewaartermijn',
        paragraphs: [
          'Accountgegevens zolang het account bestaat en daarna tot 90 dagen in back-ups; inloggegevens 12 maanden; facturen zolang de belastingwet voorschrijft.',
        ],
      },
      {
        heading: '7. Uw rechten',
        paragraphs: [
          'U hebt recht op inzage, correctie, verwijdering, beperking en overdraagbaarheid, op bezwaar tegen verwerking op basis van gerechtvaardigd belang en op het op elk moment intrekken van uw toestemming bij Juridische informatie, zonder gevolgen voor eerdere verwerking. U kunt een klacht indienen bij een toezichthouder.',
        ],
      },
      {
        heading: '8. Beveiliging',
        paragraphs: [
          'Wachtwoorden worden alleen als gezouten hashes opgeslagen, verbindingen zijn versleuteld, linktokens verlopen en werken maar één keer, en toegang is per rol beperkt.',
        ],
      },
      {
        heading: '9. Wijzigingen',
        paragraphs: ['Wijzigingen in dit beleid kondigen we aan in de applicatie; belangrijke wijzigingen ziet u bij uw volgende aanmelding.'],
      },
    ],
  },
};
