import type { Kysely } from 'kysely';
import { storedLanguage } from '../../mail/compose';
import type { Mailer } from '../../mail/mailer';
import { WEBHOOK_DISABLED_TEXTS } from '../../mail/messages/webhook-disabled';
import type { Database } from '../../db/schema';
import type { DisabledEndpoint } from './delivery-store';

/** The web route of the Webhooks screen (apps/web router), linked from the mail. */
export const WEBHOOKS_ROUTE = '/webhooks';

/**
 * Mails the activated admins of the endpoint's company that it was disabled after a day of
 * failures (docs/api.md "Webhooks"), each in their remembered language (en-US before their first
 * login), with the endpoint's URL and a link to the Webhooks screen. A failing send is thrown.
 */
export const mailEndpointDisabled = async (db: Kysely<Database>, mailer: Mailer, publicUrl: string, endpoint: DisabledEndpoint): Promise<void> => {
  const admins = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name', 'language'])
    .where('company_id', '=', endpoint.companyId)
    .where('role', '=', 'admin')
    .where('status', '=', 'activated')
    .execute();
  for (const admin of admins) {
    const text = WEBHOOK_DISABLED_TEXTS[storedLanguage(admin.language)];
    const link = `${publicUrl}${WEBHOOKS_ROUTE}`;
    const name = `${admin.first_name} ${admin.last_name}`.trim() || admin.email;
    await mailer.send({ to: admin.email, subject: text.subject, text: text.body({ name, url: endpoint.url, link }), links: [link] });
  }
};
