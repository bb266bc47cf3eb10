import { alertMailTexts, periodText, type MailFrequency, type MailReportKind, type AlertMailTexts, type MailTexts } from './mail-texts';

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

/** Dutch (Netherlands) alert mails (rules 22.3). */
export const nlNLAlerts: AlertMailTexts = alertMailTexts({
  what: (item, s) => {
    const c = item.condition;
    switch (c.kind) {
      case 'machine_offline':
        return `${s} is al minstens ${c.offlineMinutes} minuten offline`;
      case 'left_warehouse':
        return item.warehouseName === null ? `${s} heeft zijn magazijn verlaten` : `${s} heeft magazijn ${item.warehouseName} verlaten`;
      case 'entered_warehouse':
        return item.warehouseName === null ? `${s} is een magazijn binnengekomen` : `${s} is magazijn ${item.warehouseName} binnengekomen`;
      case 'out_after_hours':
        return `${s} is buiten werktijd in gebruik`;
      case 'not_returned':
        return `${s} is na ${c.returnBy} nog steeds op pad`;
      case 'fault_reported':
        return item.errorCode === null ? `${s} meldt een storing` : `${s} meldt een storing (foutcode ${item.errorCode})`;
      case 'battery_health_low':
        return `De accu van ${s} zit onder ${c.belowPercent}% van de oorspronkelijke capaciteit`;
      case 'battery_optimization_needed':
        return `De accu van ${s} moet worden geoptimaliseerd`;
      case 'charger_offline':
        return `Laadsysteem ${s} is al minstens ${c.offlineMinutes} minuten offline`;
      case 'charger_port_fault':
        return `Een poort van laadsysteem ${s} is oververhit of geeft een fout`;
      case 'service_due':
        return `${s} is toe aan onderhoud`;
      case 'service_overdue':
        return `Het onderhoud van ${s} is al ${c.graceDays} dagen of langer te laat`;
    }
  },
  when: { opened: 'Geopend', reopened: 'Opnieuw geopend', escalated: 'Niet bevestigd sinds' },
  escalated: 'Geëscaleerd',
  hello: (name) => `Hallo ${name},`,
  rule: 'Regel',
  open: 'Openen in Yardfleet:',
  all: 'Alle alarmen:',
  locale: 'nl-NL',
  digestSubject: (count, company) => `${company}: ${count} alarmen`,
  digestIntro: (count, company) => `${count} alarmen van ${company} sinds de vorige e-mail:`,
  more: (count) => `... en nog ${count}: ze staan allemaal op de alarmpagina.`,
  why: (company) =>
    `U ontvangt deze e-mail omdat een alarmregel van ${company} u of uw rol noemt. In Mijn account kiest u hoe alarmmails u bereiken (direct, elk uur, dagelijks of niet) en stelt u stille uren in.`,
  signature: 'Het Yardfleet-team',
});
