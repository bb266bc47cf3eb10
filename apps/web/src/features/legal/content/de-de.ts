import type { LegalTexts } from './legal-document';

/** Die Vereinbarungen auf Deutsch (de-DE). */
export const texts: LegalTexts = {
  userAgreement: {
    title: 'Nutzungsvereinbarung von Yardfleet',
    version: 'Version 1.0, gültig ab 1. März 2025',
    sections: [
      {
        heading: '1. Wer Yardfleet nutzen darf',
        paragraphs: [
          'Yardfleet ist ein Flottenmanagement-Dienst für akkubetriebene Außengeräte und wird ausschließlich Unternehmen und Einzelgewerbetreibenden angeboten, nicht Verbrauchern.',
          'Wer ein Firmenkonto registriert, bestätigt, vom Kontoinhaber (dem Unternehmen oder Gewerbetreibenden) bevollmächtigt zu sein, das Konto anzulegen und diese Vereinbarung in seinem Namen anzunehmen.',
        ],
      },
      {
        heading: '2. Konten und Rollen',
        paragraphs: [
          'Jedes Unternehmen hat genau einen Admin. Der Admin lädt Manager und Mitarbeitende ein, kann die Admin-Rolle übertragen und verwaltet Firmenname und Zeitzone. Was jede Rolle darf, beschreibt die Produktdokumentation.',
          'Sie halten Ihre Zugangsdaten geheim und informieren uns unverzüglich bei Verdacht auf Missbrauch. Sie sind für alles verantwortlich, was mit Ihrem Konto geschieht.',
        ],
      },
      {
        heading: '3. Der Dienst',
        paragraphs: [
          'Yardfleet zeigt Standort, Status, Laufzeit, Akku- und Wartungsdaten, die Ihre Geräte, Gateways und Ladegeräte melden, und ermöglicht die Organisation mit Tags, Lagern und Wartungserinnerungen.',
          'Wir streben eine hohe Verfügbarkeit an, garantieren aber keinen unterbrechungsfreien Betrieb. Geplante Wartungen kündigen wir nach Möglichkeit vorab an.',
        ],
      },
      {
        heading: '4. Ihre Daten',
        paragraphs: [
          'Die Gerätedaten, die das Unternehmen eingibt oder die seine Geräte melden, gehören dem Unternehmen. Sie räumen uns die Rechte ein, die zum Speichern, Verarbeiten und Anzeigen für den Betrieb des Dienstes nötig sind.',
          'Sie können Ihre Daten jederzeit exportieren und bei Ende des Firmenkontos deren Löschung verlangen.',
        ],
      },
      {
        heading: '5. Zulässige Nutzung',
        paragraphs: [
          'Sie nutzen Yardfleet nicht, um Personen ohne Rechtsgrundlage zu verfolgen, den Dienst oder andere Kunden zu stören, die Sicherheit ohne unsere schriftliche Zustimmung zu testen oder gegen geltendes Recht zu verstoßen.',
        ],
      },
      {
        heading: '6. Entgelte',
        paragraphs: [
          'Etwaige Entgelte richten sich nach der mit Ihrem Händler oder mit uns vereinbarten Bestellung oder dem Tarif. Preise verstehen sich zuzüglich Umsatzsteuer, sofern nicht anders angegeben.',
        ],
      },
      {
        heading: '7. Beendigung',
        paragraphs: [
          'Sie können Ihr persönliches Konto unter Mein Konto kündigen. Der Admin eines registrierten Unternehmens überträgt zuvor die Admin-Rolle. Ein Firmenkonto wird auf Wunsch des Admins von einem Yardfleet-Servicemitarbeiter gekündigt.',
          'Sie können Ihre Einwilligung unter Rechtliche Hinweise widerrufen; der Dienst bleibt für Sie gesperrt, bis Sie erneut zustimmen.',
        ],
      },
      {
        heading: '8. Haftung',
        paragraphs: [
          'Die Haftung für Vorsatz, grobe Fahrlässigkeit sowie Verletzung von Leben, Körper oder Gesundheit bleibt unberührt. Im Übrigen haften wir nur für vertragstypische, vorhersehbare Schäden und je Jahr höchstens in Höhe der in den vorangegangenen zwölf Monaten gezahlten Entgelte.',
        ],
      },
      {
        heading: '9. Änderungen und Recht',
        paragraphs: [
          'Wir können diese Vereinbarung mit einer Frist von mindestens 30 Tagen ändern; bei Ihrer nächsten Anmeldung werden Sie um Zustimmung zur neuen Fassung gebeten. Es gilt das Recht des Landes der vertragschließenden Yardfleet-Gesellschaft.',
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Datenschutzerklärung von Yardfleet',
    version: 'Version 1.0, gültig ab 1. März 2025',
    sections: [
      {
        heading: '1. Verantwortlicher',
        paragraphs: [
          'Ihr Unternehmen ist Verantwortlicher für die Gerätedaten, die es in Yardfleet verarbeitet; wir verarbeiten sie in seinem Auftrag. Für Kontodaten (Name, E-Mail, Sprache, Anmeldeprotokolle) sind wir Verantwortlicher. Kontakt: privacy@yardfleet.com.',
        ],
      },
      {
        heading: '2. Welche Daten',
        paragraphs: [
          'Kontodaten: Vor- und Nachname, E-Mail-Adresse, Unternehmen, Rolle, Sprache, Passwort-Hash, Anmeldezeiten und Kennungen der verwendeten Browser.',
          'Gerätedaten: Serien- und Modellnummern, Positionen, Laufzeiten, Akku- und Ladewerte, Wartungseinträge und die von Ihrem Unternehmen vergebenen Tags.',
        ],
      },
      {
        heading: '3. Zwecke',
        paragraphs: [
          'Bereitstellung des registrierten Dienstes (Vertrag), seine Sicherheit, etwa durch Begrenzung von Anmeldeversuchen und Beenden von Sitzungen (berechtigtes Interesse), und die Erfüllung gesetzlicher Pflichten wie steuerlicher Aufbewahrung.',
        ],
      },
      {
        heading: '4. Empfänger',
        paragraphs: [
          'Personen Ihres Unternehmens entsprechend ihrer Rolle, unsere Hosting- und E-Mail-Dienstleister als Auftragsverarbeiter mit schriftlichem Vertrag und Behörden, soweit das Gesetz es verlangt. Wir verkaufen niemals personenbezogene Daten.',
        ],
      },
      {
        heading: '5. Speicherort',
        paragraphs: [
          'Daten europäischer Kunden werden in der Europäischen Union gespeichert, Daten nordamerikanischer Kunden in den USA. Übermittlungen außerhalb dieser Regionen stützen sich auf Standardvertragsklauseln.',
        ],
      },
      {
        heading: '6. Speicherdauer',
        paragraphs: [
          'Kontodaten, solange das Konto besteht, danach bis zu 90 Tage in Sicherungen; Anmeldeprotokolle 12 Monate; Rechnungen so lange, wie das Steuerrecht es verlangt.',
        ],
      },
      {
        heading: '7. Ihre Rechte',
        paragraphs: [
          'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung und Datenübertragbarkeit, auf Widerspruch gegen Verarbeitungen aus berechtigtem Interesse und auf jederzeitigen Widerruf Ihrer Einwilligung unter Rechtliche Hinweise, ohne dass frühere Verarbeitungen unrechtmäßig werden. Sie können sich bei einer Aufsichtsbehörde beschweren.',
        ],
      },
      {
        heading: '8. Sicherheit',
        paragraphs: [
          'Passwörter werden nur als gesalzene Hashes gespeichert, Verbindungen sind verschlüsselt, Link-Token laufen ab und gelten nur einmal, und der Zugriff ist nach Rollen beschränkt.',
        ],
      },
      {
        heading: '9. Änderungen',
        paragraphs: ['Änderungen dieser Erklärung kündigen wir in der Anwendung an; wesentliche Änderungen werden Ihnen bei der nächsten Anmeldung angezeigt.'],
      },
    ],
  },
};
