/** The webhooks module's public entry: what other modules may use of it. */
export { emitWebhookEvents } from './webhooks.events';
