import { alertMailTexts, periodText, type MailFrequency, type MailReportKind, type AlertMailTexts, type MailTexts } from './mail-texts';

const REPORT: Readonly<Record<MailReportKind, string>> = {
  inventory: "d'inventaire",
  usage: "d'utilisation des équipements",
  maintenance: 'de maintenance',
  power: 'de consommation des chargeurs',
};
const FREQUENCY: Readonly<Record<MailFrequency, string>> = { daily: 'quotidien', weekly: 'hebdomadaire', monthly: 'mensuel' };

/** French (France) mails. */
export const frFR: MailTexts = {
  activation: {
    subject: () => 'Activez votre compte Yardfleet',
    body: (p) =>
      `Bonjour ${p.name},\n\nMerci de votre inscription sur Yardfleet. Ouvrez ce lien pour activer votre compte :\n\n${p.link}\n\nLe lien ne fonctionne qu'une fois et expire dans 7 jours. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.\n\nL'équipe Yardfleet`,
  },
  invitation: {
    subject: (p) => `${p.inviter} vous invite à rejoindre ${p.companyName} sur Yardfleet`,
    body: (p) =>
      `Bonjour,\n\n${p.inviter} vous invite à rejoindre ${p.companyName} sur Yardfleet, la plateforme de gestion de flotte pour le matériel d'extérieur sur batterie. Ouvrez ce lien pour créer votre compte :\n\n${p.link}\n\nLe lien ne fonctionne qu'une fois et expire dans 7 jours. S'il a expiré, demandez à ${p.inviter} de vous renvoyer une invitation.\n\nL'équipe Yardfleet`,
  },
  reset: {
    subject: () => 'Réinitialisez votre mot de passe Yardfleet',
    body: (p) =>
      `Bonjour ${p.name},\n\nNous avons reçu une demande de réinitialisation de votre mot de passe. Ouvrez ce lien pour en choisir un nouveau :\n\n${p.link}\n\nLe lien ne fonctionne qu'une fois et expire dans 1 heure. Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail ; votre mot de passe reste inchangé.\n\nL'équipe Yardfleet`,
  },
  accountExists: {
    subject: () => "Quelqu'un a tenté de s'inscrire avec votre adresse e-mail",
    body: (p) =>
      `Bonjour ${p.name},\n\nQuelqu'un a tenté de créer un compte Yardfleet avec cette adresse e-mail, qui possède déjà un compte. Si c'était vous, connectez-vous ici :\n\n${p.loginLink}\n\nMot de passe oublié ? Réinitialisez-le ici :\n\n${p.resetLink}\n\nSi ce n'était pas vous, ignorez cet e-mail ; rien n'a changé.\n\nL'équipe Yardfleet`,
  },
  scheduledReport: {
    subject: (p) => `${p.companyName} : rapport ${REPORT[p.reportKind]} ${FREQUENCY[p.frequency]}, ${periodText(p)}`,
    body: (p) =>
      `Bonjour,\n\nVous trouverez ci-joint le rapport ${REPORT[p.reportKind]} ${FREQUENCY[p.frequency]} de ${p.companyName} pour ${periodText(p)} (jours dans le fuseau horaire de l'entreprise), au format Excel (XLSX).\n\nTous les rapports dans Yardfleet :\n\n${p.link}\n\nVous recevez cet e-mail car un membre de ${p.companyName} a programmé ce rapport pour cette adresse. Un administrateur ou un responsable peut l'arrêter sur la page des rapports.\n\nL'équipe Yardfleet`,
  },
};

/** French (France) alert mails (rules 22.3). */
export const frFRAlerts: AlertMailTexts = alertMailTexts({
  what: (item, s) => {
    const c = item.condition;
    switch (c.kind) {
      case 'machine_offline':
        return `${s} est hors ligne depuis au moins ${c.offlineMinutes} minutes`;
      case 'left_warehouse':
        return item.warehouseName === null ? `${s} a quitté son entrepôt` : `${s} a quitté l'entrepôt ${item.warehouseName}`;
      case 'entered_warehouse':
        return item.warehouseName === null ? `${s} est entré dans un entrepôt` : `${s} est entré dans l'entrepôt ${item.warehouseName}`;
      case 'out_after_hours':
        return `${s} est en intervention en dehors des heures de travail`;
      case 'not_returned':
        return `${s} est toujours en intervention après ${c.returnBy}`;
      case 'fault_reported':
        return item.errorCode === null ? `${s} signale une panne` : `${s} signale une panne (code d'erreur ${item.errorCode})`;
      case 'battery_health_low':
        return `La batterie de ${s} est sous ${c.belowPercent} % de sa capacité d'origine`;
      case 'battery_optimization_needed':
        return `La batterie de ${s} doit être optimisée`;
      case 'charger_offline':
        return `Le système de charge ${s} est hors ligne depuis au moins ${c.offlineMinutes} minutes`;
      case 'charger_port_fault':
        return `Un port du système de charge ${s} est en surchauffe ou en erreur`;
      case 'service_due':
        return `L'entretien de ${s} est à faire`;
      case 'service_overdue':
        return `L'entretien de ${s} est en retard depuis ${c.graceDays} jours ou plus`;
    }
  },
  when: { opened: 'Déclenchée', reopened: 'Déclenchée à nouveau', escalated: 'Non prise en charge depuis' },
  escalated: 'Escaladée',
  hello: (name) => `Bonjour ${name},`,
  rule: 'Règle',
  open: 'Ouvrir dans Yardfleet :',
  all: 'Toutes les alertes :',
  locale: 'fr-FR',
  digestSubject: (count, company) => `${company} : ${count} alertes`,
  digestIntro: (count, company) => `${count} alertes de ${company} depuis le dernier e-mail :`,
  more: (count) => `... et ${count} autres : toutes sont sur la page des alertes.`,
  why: (company) =>
    `Vous recevez cet e-mail parce qu'une règle d'alerte de ${company} vous désigne, vous ou votre rôle. Dans Mon compte, vous choisissez comment les e-mails d'alerte vous parviennent (immédiatement, toutes les heures, chaque jour ou jamais) et pouvez définir des heures de silence.`,
  signature: "L'équipe Yardfleet",
});
