import type { Language } from '@yardfleet/domain/locale/language';

/** The parameters of the mail telling an admin their webhook endpoint was disabled: their name, the endpoint's URL, the link to the Webhooks screen. */
export interface WebhookDisabledParams {
  readonly name: string;
  readonly url: string;
  readonly link: string;
}

/** One language's subject and body of that mail. */
interface WebhookDisabledText {
  readonly subject: string;
  readonly body: (p: WebhookDisabledParams) => string;
}

/**
 * The mail to a company's admin when one of its webhook endpoints was disabled after failing for
 * a day (docs/api.md "Webhooks"), in the six languages of rules 1.5.
 */
export const WEBHOOK_DISABLED_TEXTS: Readonly<Record<Language, WebhookDisabledText>> = {
  'en-US': {
    subject: 'A Yardfleet webhook endpoint was disabled',
    body: (p) =>
      `Hello ${p.name},\n\nYardfleet could not deliver events to this webhook endpoint for 24 hours, so it has been disabled:\n\n${p.url}\n\nNo more events are sent to it. Check the receiver, then enable the endpoint again on the Webhooks screen, where the delivery log shows each attempt:\n\n${p.link}\n\nYour Yardfleet team`,
  },
  'de-DE': {
    subject: 'Ein Yardfleet-Webhook-Endpunkt wurde deaktiviert',
    body: (p) =>
      `Hallo ${p.name},\n\nYardfleet konnte 24 Stunden lang keine Ereignisse an diesen Webhook-Endpunkt zustellen, daher wurde er deaktiviert:\n\n${p.url}\n\nEs werden keine Ereignisse mehr an ihn gesendet. Prüfen Sie den Empfänger und aktivieren Sie den Endpunkt dann wieder auf der Seite „Webhooks“; das Zustellprotokoll zeigt jeden Versuch:\n\n${p.link}\n\nIhr Yardfleet-Team`,
  },
  'fr-FR': {
    subject: 'Un point de terminaison de webhook Yardfleet a été désactivé',
    body: (p) =>
      `Bonjour ${p.name},\n\nYardfleet n'a pas pu livrer d'événements à ce point de terminaison de webhook pendant 24 heures ; il a donc été désactivé :\n\n${p.url}\n\nPlus aucun événement ne lui est envoyé. Vérifiez le récepteur, puis réactivez le point de terminaison sur l'écran Webhooks, où le journal des livraisons montre chaque tentative :\n\n${p.link}\n\nL'équipe Yardfleet`,
  },
  'nl-NL': {
    subject: 'Een Yardfleet-webhook-eindpunt is uitgeschakeld',
    body: (p) =>
      `Hallo ${p.name},\n\nYardfleet kon 24 uur lang geen gebeurtenissen afleveren bij dit webhook-eindpunt, daarom is het uitgeschakeld:\n\n${p.url}\n\nEr worden geen gebeurtenissen meer naartoe gestuurd. Controleer de ontvanger en schakel het eindpunt daarna weer in op het scherm Webhooks, waar het afleverlogboek elke poging toont:\n\n${p.link}\n\nHet Yardfleet-team`,
  },
  'es-ES': {
    subject: 'Se ha desactivado un punto de conexión de webhook de Yardfleet',
    body: (p) =>
      `Hola, ${p.name}:\n\nYardfleet no ha podido entregar eventos a este punto de conexión de webhook durante 24 horas, por lo que se ha desactivado:\n\n${p.url}\n\nYa no se le envían eventos. Compruebe el receptor y vuelva a activar el punto de conexión en la pantalla Webhooks, donde el registro de entregas muestra cada intento:\n\n${p.link}\n\nEl equipo de Yardfleet`,
  },
  'it-IT': {
    subject: 'Un endpoint webhook di Yardfleet è stato disattivato',
    body: (p) =>
      `Ciao ${p.name},\n\nYardfleet non è riuscito a consegnare eventi a questo endpoint webhook per 24 ore, quindi è stato disattivato:\n\n${p.url}\n\nNon gli vengono più inviati eventi. Controlla il ricevitore, poi riattiva l'endpoint nella schermata Webhook, dove il registro delle consegne mostra ogni tentativo:\n\n${p.link}\n\nIl team di Yardfleet`,
  },
};
