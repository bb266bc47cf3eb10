import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret: `whsec_` and the base64 of 32 random bytes (Standard Webhooks' secret format). */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString('base64')}`;

/** How long the previous secret still signs after a rotation, ms (24 hours): receivers switch within it. */
export const ROTATION_GRACE_MS = 24 * 60 * 60_000;

/** The secrets of an endpoint at a time: the current one, and the previous one while its grace period lasts. */
export interface EndpointSecrets {
  readonly secret: string;
  readonly previousSecret: string | null;
  readonly previousSecretUntil: Date | null;
}

/**
 * The Standard Webhooks headers of one delivery (docs/api.md "Webhooks"), signed with the
 * maintained `standardwebhooks` package: `webhook-id` (the event's id, the same at every retry),
 * `webhook-timestamp` (seconds since the epoch of `at`, the wall clock: receivers compare it with
 * theirs) and `webhook-signature` (`v1,<base64 HMAC-SHA256>`; during a rotation's grace period
 * also the previous secret's, space-separated, so a receiver holding either secret verifies it).
 */
export const signatureHeaders = (secrets: EndpointSecrets, id: string, at: Date, body: string): Record<string, string> => {
  const signatures = [new Webhook(secrets.secret).sign(id, at, body)];
  if (secrets.previousSecret !== null && secrets.previousSecretUntil !== null && secrets.previousSecretUntil.getTime() > at.getTime())
    signatures.push(new Webhook(secrets.previousSecret).sign(id, at, body));
  return { 'webhook-id': id, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signatures.join(' ') };
};
