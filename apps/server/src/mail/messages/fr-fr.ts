import { periodText, type MailFrequency, type MailReportKind, type MailTexts } from './mail-texts';

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
