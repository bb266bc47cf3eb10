import { periodText, type MailFrequency, type MailReportKind, type MailTexts } from './mail-texts';

const REPORT: Readonly<Record<MailReportKind, string>> = {
  inventory: 'voorraadrapport',
  usage: 'gebruiksrapport',
  maintenance: 'onderhoudsrapport',
  power: 'stroomverbruiksrapport van de laders',
};
const FREQUENCY: Readonly<Record<MailFrequency, string>> = { daily: 'Dagelijks', weekly: 'Wekelijks', monthly: 'Maandelijks' };

/** Dutch (Netherlands) mails. */
export const nlNL: MailTexts = {
  activation: {
    subject: () => 'Activeer uw Yardfleet-account',
    body: (p) =>
      `Hallo ${p.name},\n\nBedankt voor uw registratie bij Yardfleet. Open deze link om uw account te activeren:\n\n${p.link}\n\nDe link werkt één keer en verloopt over 7 dagen. Hebt u zich niet geregistreerd, dan kunt u deze e-mail negeren.\n\nHet Yardfleet-team`,
  },
  invitation: {
    subject: (p) => `${p.inviter} heeft u uitgenodigd voor ${p.companyName} op Yardfleet`,
    body: (p) =>
      `Hallo,\n\n${p.inviter} heeft u uitgenodigd om lid te worden van ${p.companyName} op Yardfleet, het vlootplatform voor accu-aangedreven buitengereedschap. Open deze link om uw account aan te maken:\n\n${p.link}\n\nDe link werkt één keer en verloopt over 7 dagen. Is hij verlopen, vraag ${p.inviter} dan om een nieuwe uitnodiging.\n\nHet Yardfleet-team`,
  },
  reset: {
    subject: () => 'Stel uw Yardfleet-wachtwoord opnieuw in',
    body: (p) =>
      `Hallo ${p.name},\n\nWe hebben een verzoek ontvangen om uw wachtwoord opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:\n\n${p.link}\n\nDe link werkt één keer en verloopt over 1 uur. Hebt u dit niet aangevraagd, dan kunt u deze e-mail negeren; uw wachtwoord blijft hetzelfde.\n\nHet Yardfleet-team`,
  },
  accountExists: {
    subject: () => 'Iemand probeerde zich te registreren met uw e-mailadres',
    body: (p) =>
      `Hallo ${p.name},\n\nIemand probeerde een Yardfleet-account aan te maken met dit e-mailadres, dat al een account heeft. Was u dat, log dan hier in:\n\n${p.loginLink}\n\nWachtwoord vergeten? Stel het hier opnieuw in:\n\n${p.resetLink}\n\nWas u het niet, dan kunt u deze e-mail negeren; er is niets veranderd.\n\nHet Yardfleet-team`,
  },
  scheduledReport: {
    subject: (p) => `${p.companyName}: ${FREQUENCY[p.frequency]} ${REPORT[p.reportKind]}, ${periodText(p)}`,
    body: (p) =>
      `Hallo,\n\nIn de bijlage vindt u het ${REPORT[p.reportKind]} (${FREQUENCY[p.frequency].toLowerCase()}) van ${p.companyName} voor ${periodText(p)} (dagen in de tijdzone van het bedrijf), als Excel-bestand (XLSX).\n\nAlle rapporten in Yardfleet:\n\n${p.link}\n\nU ontvangt deze e-mail omdat een lid van ${p.companyName} dit rapport naar dit adres heeft ingepland. Een beheerder of manager kan het stoppen op de rapportenpagina.\n\nHet Yardfleet-team`,
  },
};
