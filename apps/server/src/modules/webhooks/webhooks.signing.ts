import { Webhook } from 'standardwebhooks';
import { decrypt } from '../tenants';
import type { WebhookEndpointRow } from './webhooks.delivery.repository';

/** How long the secret before a rotation still signs, beside the new one (the receiver's time to switch). */
export const SECRET_GRACE_HOURS = 24;

/**
 * The `webhook-signature` header of a message: `v1,<sig>` with the endpoint's secret and, during the grace period
 * after a rotation, a second `v1,<sig>` with the previous one, space-separated as Standard Webhooks allows. A
 * receiver verifying with either secret accepts the message.
 */
export function signatureHeader(
  key: Buffer,
  endpoint: Pick<WebhookEndpointRow, 'secret' | 'previousSecret' | 'previousSecretExpiresAt'>,
  msg: { id: string; at: Date; body: string },
  now = new Date(),
): string {
  const secrets = [decrypt(key, endpoint.secret)];
  if (endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now)
    secrets.push(decrypt(key, endpoint.previousSecret));
  return secrets.map((s) => new Webhook(s).sign(msg.id, msg.at, msg.body)).join(' ');
}
