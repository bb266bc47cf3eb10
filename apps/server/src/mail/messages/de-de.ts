import { alertMailTexts, periodText, type MailFrequency, type MailReportKind, type AlertMailTexts, type MailTexts } from './mail-texts';

const REPORT: Readonly<Record<MailReportKind, string>> = {
  inventory: 'Bestandsbericht',
  usage: 'Nutzungsbericht',
  maintenance: 'Wartungsbericht',
  power: 'Bericht zum Stromverbrauch der Ladegeräte',
};
const FREQUENCY: Readonly<Record<MailFrequency, string>> = { daily: 'Täglicher', weekly: 'Wöchentlicher', monthly: 'Monatlicher' };

/** German (Germany) mails. */
export const deDE: MailTexts = {
  activation: {
    subject: () => 'Aktivieren Sie Ihr Yardfleet-Konto',
    body: (p) =>
      `Hallo ${p.name},\n\nvielen Dank für Ihre Registrierung bei Yardfleet. Öffnen Sie diesen Link, um Ihr Konto zu aktivieren:\n\n${p.link}\n\nDer Link funktioniert einmal und läuft in 7 Tagen ab. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.\n\nIhr Yardfleet-Team`,
  },
  invitation: {
    subject: (p) => `${p.inviter} hat Sie zu ${p.companyName} auf Yardfleet eingeladen`,
    body: (p) =>
      `Hallo,\n\n${p.inviter} hat Sie eingeladen, ${p.companyName} auf Yardfleet beizutreten, der Flottenplattform für akkubetriebene Outdoor-Geräte. Öffnen Sie diesen Link, um Ihr Konto anzulegen:\n\n${p.link}\n\nDer Link funktioniert einmal und läuft in 7 Tagen ab. Ist er abgelaufen, bitten Sie ${p.inviter}, die Einladung erneut zu senden.\n\nIhr Yardfleet-Team`,
  },
  reset: {
    subject: () => 'Setzen Sie Ihr Yardfleet-Passwort zurück',
    body: (p) =>
      `Hallo ${p.name},\n\nwir haben eine Anfrage erhalten, Ihr Passwort zurückzusetzen. Öffnen Sie diesen Link, um ein neues zu wählen:\n\n${p.link}\n\nDer Link funktioniert einmal und läuft in 1 Stunde ab. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.\n\nIhr Yardfleet-Team`,
  },
  accountExists: {
    subject: () => 'Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren',
    body: (p) =>
      `Hallo ${p.name},\n\njemand wollte mit dieser E-Mail-Adresse ein Yardfleet-Konto anlegen, doch für sie besteht bereits ein Konto. Wenn Sie das waren, melden Sie sich hier an:\n\n${p.loginLink}\n\nPasswort vergessen? Hier können Sie es zurücksetzen:\n\n${p.resetLink}\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail; es hat sich nichts geändert.\n\nIhr Yardfleet-Team`,
  },
  scheduledReport: {
    subject: (p) => `${p.companyName}: ${FREQUENCY[p.frequency]} ${REPORT[p.reportKind]}, ${periodText(p)}`,
    body: (p) =>
      `Hallo,\n\nim Anhang finden Sie den Bericht „${REPORT[p.reportKind]}“ (${FREQUENCY[p.frequency].toLowerCase()} Versand) von ${p.companyName} für ${periodText(p)} (Tage in der Zeitzone des Unternehmens) als Excel-Datei (XLSX).\n\nAlle Berichte in Yardfleet:\n\n${p.link}\n\nSie erhalten diese E-Mail, weil ein Mitglied von ${p.companyName} diesen Bericht an diese Adresse geplant hat. Ein Administrator oder Manager kann ihn auf der Berichtsseite beenden.\n\nIhr Yardfleet-Team`,
  },
};

/** German (Germany) alert mails (rules 22.3). */
export const deDEAlerts: AlertMailTexts = alertMailTexts({
  what: (item, s) => {
    const c = item.condition;
    switch (c.kind) {
      case 'machine_offline':
        return `${s} ist seit mindestens ${c.offlineMinutes} Minuten offline`;
      case 'left_warehouse':
        return item.warehouseName === null ? `${s} hat sein Lager verlassen` : `${s} hat das Lager ${item.warehouseName} verlassen`;
      case 'entered_warehouse':
        return item.warehouseName === null ? `${s} ist in einem Lager eingetroffen` : `${s} ist im Lager ${item.warehouseName} eingetroffen`;
      case 'out_after_hours':
        return `${s} ist außerhalb der Arbeitszeit im Einsatz`;
      case 'not_returned':
        return `${s} ist nach ${c.returnBy} Uhr noch im Einsatz`;
      case 'fault_reported':
        return item.errorCode === null ? `${s} meldet eine Störung` : `${s} meldet eine Störung (Fehlercode ${item.errorCode})`;
      case 'battery_health_low':
        return `Der Akku von ${s} liegt unter ${c.belowPercent} % seiner ursprünglichen Kapazität`;
      case 'battery_optimization_needed':
        return `Der Akku von ${s} muss optimiert werden`;
      case 'charger_offline':
        return `Das Ladesystem ${s} ist seit mindestens ${c.offlineMinutes} Minuten offline`;
      case 'charger_port_fault':
        return `Ein Anschluss des Ladesystems ${s} ist überhitzt oder meldet einen Fehler`;
      case 'service_due':
        return `Die Wartung von ${s} ist fällig`;
      case 'service_overdue':
        return `Die Wartung von ${s} ist seit ${c.graceDays} Tagen oder länger überfällig`;
    }
  },
  when: { opened: 'Ausgelöst', reopened: 'Erneut ausgelöst', escalated: 'Unbestätigt seit' },
  escalated: 'Eskaliert',
  hello: (name) => `Hallo ${name},`,
  rule: 'Regel',
  open: 'In Yardfleet öffnen:',
  all: 'Alle Alarme:',
  locale: 'de-DE',
  digestSubject: (count, company) => `${company}: ${count} Alarme`,
  digestIntro: (count, company) => `${count} Alarme von ${company} seit der letzten E-Mail:`,
  more: (count) => `... und ${count} weitere: alle stehen auf der Alarmseite.`,
  why: (company) =>
    `Sie erhalten diese E-Mail, weil eine Alarmregel von ${company} Sie oder Ihre Rolle nennt. Unter „Mein Konto“ legen Sie fest, wie Alarm-E-Mails Sie erreichen (sofort, stündlich, täglich oder gar nicht), und können Ruhezeiten einstellen.`,
  signature: 'Ihr Yardfleet-Team',
});
