import { WEBHOOK_EVENTS, WebhookEndpointInputSchema } from '@hrwe/domain';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { FormProblem } from '@/components/form/form-problem';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useCreateWebhookEndpoint } from '../api/create-webhook-endpoint';

/** Registers an endpoint: URL, a description, the events it hears; `onCreated` receives the one-time secret. */
export function EndpointForm({
  onCreated,
  onCancel,
}: {
  onCreated: (secret: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('webhooks');
  const create = useCreateWebhookEndpoint();
  const form = useDomainForm(WebhookEndpointInputSchema, {
    url: '',
    description: '',
    events: [...WEBHOOK_EVENTS] as string[],
  });
  return (
    <form
      noValidate
      onSubmit={form.submit((values) =>
        create.mutate(WebhookEndpointInputSchema.parse(values), {
          onSuccess: (e) => onCreated(e.secret),
          onError: (error) => form.showServerErrors(error),
        }),
      )}
    >
      <Stack gap="md">
        <TextInput
          label={t('form.url')}
          description={t('form.urlHelp')}
          placeholder="https://ats.example.com/hooks/hrwe"
          required
          {...form.getInputProps('url')}
        />
        <TextInput label={t('form.description')} {...form.getInputProps('description')} />
        <Checkbox.Group label={t('form.events')} required {...form.getInputProps('events')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
            {WEBHOOK_EVENTS.map((ev) => (
              <Checkbox key={ev} value={ev} label={t(`events.${ev.replace('.', '_')}`)} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <ErrorBanner error={create.error} onHide={() => create.reset()} />
        <FormProblem error={form.formError} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
