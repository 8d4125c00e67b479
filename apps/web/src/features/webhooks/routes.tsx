import type { FeatureRoutes } from '@/app/feature-routes';

/** The webhook endpoints of the signed-in HR user or administrator (the server checks who may). */
export const webhooksRoutes: FeatureRoutes = {
  dashboard: [
    {
      path: 'profile/webhooks',
      lazy: () => import('./components/webhooks-page').then((m) => ({ Component: m.WebhooksPage })),
    },
    {
      path: 'admin/webhooks',
      lazy: () => import('./components/webhooks-page').then((m) => ({ Component: m.WebhooksPage })),
    },
    {
      path: 'admin/webhooks/:id',
      lazy: () =>
        import('./components/webhook-deliveries-page').then((m) => ({ Component: m.WebhookDeliveriesPage })),
    },
    {
      path: 'profile/webhooks/:id',
      lazy: () =>
        import('./components/webhook-deliveries-page').then((m) => ({ Component: m.WebhookDeliveriesPage })),
    },
  ],
};
