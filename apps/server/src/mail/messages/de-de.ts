import type { MailTexts } from './mail-texts';

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
};
