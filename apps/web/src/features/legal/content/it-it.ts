import type { LegalTexts } from './legal-document';

/** Le condizioni in italiano (it-IT). */
export const texts: LegalTexts = {
  userAgreement: {
    title: 'Contratto utente di Yardfleet',
    version: 'Versione 1.0, in vigore dal 1° marzo 2025',
    sections: [
      {
        heading: '1. Chi può usare Yardfleet',
        paragraphs: [
          'Yardfleet è un servizio di gestione flotte per attrezzature da esterno a batteria, offerto solo a imprese e ditte individuali. Non è offerto ai consumatori.',
          "Chi registra un account aziendale conferma di essere autorizzato dal titolare dell'account (l'impresa o la ditta) a crearlo e ad accettare il presente contratto per suo conto.",
        ],
      },
      {
        heading: '2. Account e ruoli',
        paragraphs: [
          "Ogni azienda ha esattamente un amministratore. L'amministratore invita responsabili e dipendenti, può trasferire il ruolo di amministratore e gestisce il nome e il fuso orario dell'azienda. Ciò che ogni ruolo può fare è descritto nella documentazione del prodotto.",
          'Lei mantiene riservate le credenziali e ci avvisa subito se sospetta un abuso. È responsabile di tutto ciò che avviene con il suo account.',
        ],
      },
      {
        heading: '3. Il servizio',
        paragraphs: [
          'Yardfleet mostra posizione, stato, ore di funzionamento, batteria e manutenzione trasmessi da attrezzature, gateway e caricabatterie, e consente di organizzarli con etichette, magazzini e promemoria di manutenzione.',
          "Puntiamo a un'alta disponibilità ma non garantiamo un servizio senza interruzioni. Le manutenzioni programmate sono annunciate in anticipo quando possibile.",
        ],
      },
      {
        heading: '4. I suoi dati',
        paragraphs: [
          "I dati delle attrezzature inseriti dall'azienda o inviati dai suoi dispositivi appartengono all'azienda. Lei ci concede i diritti necessari per conservarli, trattarli e mostrarli al fine di fornire il servizio.",
          "Può esportare i dati in qualsiasi momento e chiederne la cancellazione alla chiusura dell'account aziendale.",
        ],
      },
      {
        heading: '5. Uso consentito',
        paragraphs: [
          'Non userà Yardfleet per seguire persone senza base giuridica, disturbare il servizio o altri clienti, verificarne la sicurezza senza il nostro consenso scritto o in violazione della legge.',
        ],
      },
      {
        heading: '6. Corrispettivi',
        paragraphs: [
          "Gli eventuali corrispettivi seguono l'ordine o il piano concordato con il rivenditore o con noi. I prezzi sono IVA esclusa salvo diversa indicazione.",
        ],
      },
      {
        heading: '7. Cessazione',
        paragraphs: [
          "Può chiudere il suo account personale in Il mio account. L'amministratore di un'azienda registrata trasferisce prima il ruolo di amministratore. Un account aziendale viene chiuso da un operatore del servizio Yardfleet su richiesta dell'amministratore.",
          'Può revocare il consenso in Informazioni legali; il servizio resta disattivato per lei finché non lo accetta di nuovo.',
        ],
      },
      {
        heading: '8. Responsabilità',
        paragraphs: [
          'Nulla nel presente contratto limita la responsabilità per dolo, colpa grave o danni alla vita, al corpo o alla salute. Per il resto la nostra responsabilità è limitata ai danni prevedibili tipici di questo contratto e, per anno, ai corrispettivi pagati nei dodici mesi precedenti.',
        ],
      },
      {
        heading: '9. Modifiche e legge applicabile',
        paragraphs: [
          "Possiamo modificare il contratto con un preavviso di almeno 30 giorni; al suo prossimo accesso le sarà chiesto di accettare la nuova versione. Si applica la legge del paese dell'entità Yardfleet contraente.",
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Informativa sulla privacy di Yardfleet',
    version: 'Versione 1.0, in vigore dal 1° marzo 2025',
    sections: [
      {
        heading: '1. Titolare del trattamento',
        paragraphs: [
          "La sua azienda è titolare dei dati delle attrezzature che tratta in Yardfleet; noi li trattiamo per suo conto. Per i dati dell'account (nome, e-mail, lingua, registri di accesso) il titolare siamo noi. Contatto: privacy@yardfleet.com.",
        ],
      },
      {
        heading: '2. Quali dati',
        paragraphs: [
          'Dati di account: nome e cognome, indirizzo e-mail, azienda, ruolo, lingua, hash della password, orari di accesso e identificativi dei browser utilizzati.',
          "Dati delle attrezzature: numeri di serie e di modello, posizioni, ore di funzionamento, valori di batteria e ricarica, registri di manutenzione e le etichette assegnate dall'azienda.",
        ],
      },
      {
        heading: '3. Finalità',
        paragraphs: [
          'Fornire il servizio sottoscritto (contratto), proteggerlo, ad esempio limitando i tentativi di accesso e chiudendo le sessioni (legittimo interesse), e adempiere obblighi di legge come la conservazione fiscale.',
        ],
      },
      {
        heading: '4. Destinatari',
        paragraphs: [
          'Le persone della sua azienda secondo il ruolo, i nostri fornitori di hosting ed e-mail come responsabili del trattamento con contratto scritto, e le autorità quando la legge lo richiede. Non vendiamo mai dati personali.',
        ],
      },
      {
        heading: '5. Luogo di conservazione',
        paragraphs: [
          "I dati dei clienti europei sono conservati nell'Unione europea, quelli dei clienti nordamericani negli Stati Uniti. I trasferimenti al di fuori di queste regioni si basano sulle clausole contrattuali tipo.",
        ],
      },
      {
        heading: '6. Durata di conservazione',
        paragraphs: [
          "I dati di account finché l'account esiste e poi fino a 90 giorni nei backup; i registri di accesso per 12 mesi; le fatture per il tempo richiesto dalla legge fiscale.",
        ],
      },
      {
        heading: '7. I suoi diritti',
        paragraphs: [
          "Può accedere, rettificare, cancellare, limitare e portare i suoi dati, opporsi al trattamento basato sul legittimo interesse e revocare il consenso in qualsiasi momento in Informazioni legali, senza pregiudicare il trattamento precedente. Può presentare reclamo a un'autorità di controllo.",
        ],
      },
      {
        heading: '8. Sicurezza',
        paragraphs: [
          "Le password sono conservate solo come hash con salt, le connessioni sono cifrate, i link scadono e valgono una sola volta, e l'accesso è limitato per ruolo.",
        ],
      },
      {
        heading: '9. Modifiche',
        paragraphs: ["Annunciamo le modifiche a questa informativa nell'applicazione; le modifiche rilevanti le vengono mostrate al prossimo accesso."],
      },
    ],
  },
};
