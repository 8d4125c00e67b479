import { centsToInput, DELAYS_MS, PriceFormSchema } from '@hrwe/domain';
import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormProblem } from '@/components/form/form-problem';
import { useDomainForm } from '@/components/form/use-domain-form';
import { clientDetailKey } from '../api/get-client-detail';
import { type PriceOutcome, savePrice } from '../api/save-price';

const euros = (cents: number | null) => (cents === null ? '' : centsToInput(cents));

type Props = { id: string; cost: number | null; reportDefault: 'cc' | 'ce' | null };

/** The administrator's price form: cost of a single report in euros and the default provider set. */
export function PriceForm({ id, cost, reportDefault }: Props) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const form = useDomainForm(PriceFormSchema, { cost: euros(cost), reportDefault: reportDefault ?? '' });
  const [outcome, setOutcome] = useState<PriceOutcome | null>(null);

  useEffect(() => {
    if (!outcome) return;
    const timer = window.setTimeout(() => setOutcome(null), DELAYS_MS.priceSuccess);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  // The cost goes as typed ('12,50'): the server parses it with the same schema.
  const submit = form.submit(async (data, values) => {
    const result = await savePrice(id, String(values.cost), data.reportDefault);
    setOutcome(result);
    await queryClient.invalidateQueries({ queryKey: clientDetailKey(id) });
  });

  const ok = outcome && outcome.cost === 'ok' && outcome.reportDefault === 'ok';
  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('price.title')}
          </Title>
          {outcome ? (
            <Alert color={ok ? 'green' : 'red'} variant="light" role={ok ? 'status' : 'alert'}>
              <Text size="sm">
                {outcome.cost === 'ok'
                  ? t('price.COSTO_SINGOLA_VISURA_SUCCESS')
                  : t('price.COSTO_SINGOLA_VISURA_FAIL')}
              </Text>
              <Text size="sm">
                {outcome.reportDefault === 'ok' ? t('price.defaultSuccess') : t('price.defaultFail')}
              </Text>
            </Alert>
          ) : null}
          <TextInput
            label={t('price.cost')}
            description={t('price.costHint')}
            leftSection="€"
            inputMode="decimal"
            required
            maw={260}
            {...form.getInputProps('cost')}
          />
          <Radio.Group label={t('price.reportDefault')} required {...form.getInputProps('reportDefault')}>
            <Group mt="xs">
              <Radio value="cc" label={t('price.cc')} />
              <Radio value="ce" label={t('price.ce')} />
            </Group>
          </Radio.Group>
          <FormProblem error={form.formError} />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {t('price.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
