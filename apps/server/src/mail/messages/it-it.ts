import { alertMailTexts, periodText, type MailFrequency, type MailReportKind, type AlertMailTexts, type MailTexts } from './mail-texts';

const REPORT: Readonly<Record<MailReportKind, string>> = {
  inventory: 'di inventario',
  usage: 'di utilizzo delle attrezzature',
  maintenance: 'di manutenzione',
  power: 'sul consumo dei caricabatterie',
};
const FREQUENCY: Readonly<Record<MailFrequency, string>> = { daily: 'giornaliero', weekly: 'settimanale', monthly: 'mensile' };

/** Italian (Italy) mails. */
export const itIT: MailTexts = {
  activation: {
    subject: () => 'Attiva il tuo account Yardfleet',
    body: (p) =>
      `Ciao ${p.name},\n\ngrazie per esserti registrato su Yardfleet. Apri questo link per attivare il tuo account:\n\n${p.link}\n\nIl link funziona una sola volta e scade tra 7 giorni. Se non ti sei registrato, puoi ignorare questa email.\n\nIl team Yardfleet`,
  },
  invitation: {
    subject: (p) => `${p.inviter} ti ha invitato in ${p.companyName} su Yardfleet`,
    body: (p) =>
      `Ciao,\n\n${p.inviter} ti ha invitato a unirti a ${p.companyName} su Yardfleet, la piattaforma di gestione flotte per attrezzature da esterno a batteria. Apri questo link per creare il tuo account:\n\n${p.link}\n\nIl link funziona una sola volta e scade tra 7 giorni. Se è scaduto, chiedi a ${p.inviter} di inviarti un nuovo invito.\n\nIl team Yardfleet`,
  },
  reset: {
    subject: () => 'Reimposta la password di Yardfleet',
    body: (p) =>
      `Ciao ${p.name},\n\nabbiamo ricevuto una richiesta di reimpostazione della tua password. Apri questo link per sceglierne una nuova:\n\n${p.link}\n\nIl link funziona una sola volta e scade tra 1 ora. Se non l'hai richiesto tu, puoi ignorare questa email; la tua password resta invariata.\n\nIl team Yardfleet`,
  },
  accountExists: {
    subject: () => 'Qualcuno ha provato a registrarsi con il tuo indirizzo email',
    body: (p) =>
      `Ciao ${p.name},\n\nqualcuno ha provato a creare un account Yardfleet con questo indirizzo email, che ha già un account. Se sei stato tu, accedi qui:\n\n${p.loginLink}\n\nHai dimenticato la password? Reimpostala qui:\n\n${p.resetLink}\n\nSe non sei stato tu, puoi ignorare questa email; non è cambiato nulla.\n\nIl team Yardfleet`,
  },
  scheduledReport: {
    subject: (p) => `${p.companyName}: report ${REPORT[p.reportKind]} ${FREQUENCY[p.frequency]}, ${periodText(p)}`,
    body: (p) =>
      `Ciao,\n\nin allegato trovi il report ${REPORT[p.reportKind]} ${FREQUENCY[p.frequency]} di ${p.companyName} per ${periodText(p)} (giorni nel fuso orario dell'azienda), come file Excel (XLSX).\n\nTutti i report in Yardfleet:\n\n${p.link}\n\nRicevi questa email perché un membro di ${p.companyName} ha programmato questo report per questo indirizzo. Un amministratore o un responsabile può interromperlo nella pagina dei report.\n\nIl team di Yardfleet`,
  },
};

/** Italian (Italy) alert mails (rules 22.3). */
export const itITAlerts: AlertMailTexts = alertMailTexts({
  what: (item, s) => {
    const c = item.condition;
    switch (c.kind) {
      case 'machine_offline':
        return `${s} è offline da almeno ${c.offlineMinutes} minuti`;
      case 'left_warehouse':
        return item.warehouseName === null ? `${s} ha lasciato il suo magazzino` : `${s} ha lasciato il magazzino ${item.warehouseName}`;
      case 'entered_warehouse':
        return item.warehouseName === null ? `${s} è entrato in un magazzino` : `${s} è entrato nel magazzino ${item.warehouseName}`;
      case 'out_after_hours':
        return `${s} è in uso fuori dall'orario di lavoro`;
      case 'not_returned':
        return `${s} è ancora fuori dopo le ${c.returnBy}`;
      case 'fault_reported':
        return item.errorCode === null ? `${s} segnala un guasto` : `${s} segnala un guasto (codice di errore ${item.errorCode})`;
      case 'battery_health_low':
        return `La batteria di ${s} è sotto il ${c.belowPercent}% della capacità originale`;
      case 'battery_optimization_needed':
        return `La batteria di ${s} deve essere ottimizzata`;
      case 'charger_offline':
        return `Il sistema di ricarica ${s} è offline da almeno ${c.offlineMinutes} minuti`;
      case 'charger_port_fault':
        return `Una porta del sistema di ricarica ${s} è in surriscaldamento o in errore`;
      case 'service_due':
        return `${s} deve essere sottoposto a manutenzione`;
      case 'service_overdue':
        return `La manutenzione di ${s} è in ritardo da ${c.graceDays} giorni o più`;
    }
  },
  when: { opened: 'Aperto', reopened: 'Riaperto', escalated: 'Senza conferma dal' },
  escalated: 'Escalation',
  hello: (name) => `Ciao ${name},`,
  rule: 'Regola',
  open: 'Aprilo in Yardfleet:',
  all: 'Tutti gli allarmi:',
  locale: 'it-IT',
  digestSubject: (count, company) => `${company}: ${count} allarmi`,
  digestIntro: (count, company) => `${count} allarmi di ${company} dall'ultima e-mail:`,
  more: (count) => `... e altri ${count}: tutti sono nella pagina degli allarmi.`,
  why: (company) =>
    `Ricevi questa e-mail perché una regola di allarme di ${company} indica te o il tuo ruolo. In Il mio account scegli come ti arrivano le e-mail di allarme (subito, ogni ora, ogni giorno o mai) e puoi impostare le ore di silenzio.`,
  signature: 'Il team Yardfleet',
});
