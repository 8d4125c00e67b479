import {
  CERVED_SUB_FLAGS,
  defaultSwitches,
  inLanguage,
  labelsOf,
  type PurposeCategory,
  pertinentSwitches,
  SWITCHES,
  type Switch,
} from '@hrwe/domain';
import { Select, Stack, Switch as SwitchInput, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

type Values = { role: string; purpose: string } & Record<Switch, boolean>;

export const EMPTY_PURPOSE_FIELDS = {
  role: '',
  purpose: '',
  ...(Object.fromEntries(SWITCHES.map((s) => [s, false])) as Record<Switch, boolean>),
};

/**
 * Role, purpose category and only the switches pertinent to it (Statuto dei Lavoratori art. 8): choosing a
 * purpose sets the switches to its pertinent defaults; the others are not shown and stay off.
 */
export function PurposeFields<V extends Values>({
  form,
  purposes,
  family,
}: {
  form: UseFormReturnType<V>;
  purposes: PurposeCategory[];
  family: 'cc' | 'ce' | null;
}) {
  const { t, i18n } = useTranslation('rights');
  const { t: tr } = useTranslation('reports');
  const values = form.getValues() as Values;
  const chosen = purposes.find((p) => p.code === values.purpose);
  const open = new Set(chosen ? pertinentSwitches(chosen.checks) : []);
  const flag = (f: Switch) => form.getInputProps(f, { type: 'checkbox' });
  const choose = (code: string | null) => {
    const category = purposes.find((p) => p.code === code);
    form.setFieldValue('purpose', (code ?? '') as never);
    const d = defaultSwitches(category?.checks ?? [], family);
    for (const s of SWITCHES) form.setFieldValue(s, d[s] as never);
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t('gate.role')}
        description={t('gate.roleHint')}
        required
        {...form.getInputProps('role')}
      />
      <Select
        label={t('gate.purpose')}
        description={t('gate.purposeHint')}
        placeholder={t('gate.purposePlaceholder')}
        required
        allowDeselect={false}
        data={purposes.map((p) => ({ value: p.code, label: inLanguage(labelsOf(p), i18n.language) }))}
        {...form.getInputProps('purpose')}
        onChange={choose}
      />
      {chosen ? (
        <Stack gap="sm" data-testid="pertinent-switches">
          <Title order={2} size="h4" mt="sm">
            {t('gate.checks')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('gate.checksHint')}
          </Text>
          {open.has('callCrifAndCribis') ? (
            <SwitchInput
              label={tr('visura.flags.callCrifAndCribis.title')}
              description={tr('visura.flags.callCrifAndCribis.description')}
              {...flag('callCrifAndCribis')}
            />
          ) : null}
          {open.has('callCerved') ? (
            <SwitchInput
              label={tr('visura.flags.callCerved.title')}
              description={tr('visura.flags.callCerved.description')}
              {...flag('callCerved')}
            />
          ) : null}
          {values.callCerved ? (
            <Stack gap="sm" pl="xl" data-testid="cerved-flags">
              {CERVED_SUB_FLAGS.filter((f) => open.has(f)).map((f) => (
                <SwitchInput
                  key={f}
                  size="sm"
                  label={tr(`visura.flags.${f}.title`)}
                  description={tr(`visura.flags.${f}.description`)}
                  {...flag(f)}
                />
              ))}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
