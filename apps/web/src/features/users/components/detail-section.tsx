import { formatDate } from '@hrwe/domain';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const PERSONAL = [
  'firstName',
  'lastName',
  'fiscalCode',
  'dateOfBirth',
  'cityOfBirth',
  'countryOfBirth',
  'personalResidenceVia',
  'personalResidenceNCivic',
  'personalResidenceCity',
  'personalResidenceProvince',
  'personalResidenceCountry',
  'telephoneNumberPrefix',
  'telephoneNumber',
];
const COMPANY = [
  'businessName',
  'typeOfCompany',
  'vatNumber',
  'businessEmail',
  'companyPec',
  'companyResidenceVia',
  'companyResidenceNCivic',
  'companyResidenceCity',
  'companyResidenceProvince',
  'companyResidenceCountry',
];

/** A read-only block of the personal or company detail (labels from the profile namespace). */
export function DetailSection({
  kind,
  detail,
}: {
  kind: 'personal' | 'company';
  detail: Record<string, string> | null;
}) {
  const { t } = useTranslation(['users', 'profile']);
  const names = kind === 'personal' ? PERSONAL : COMPANY;
  const show = (name: string, value: string | undefined) => {
    if (!value) return '—';
    if (name === 'dateOfBirth') return formatDate(value);
    if (name === 'typeOfCompany') return t(`common:companyType.${value}`, { defaultValue: value });
    return value;
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t(`users:detailPage.${kind}`)}
        </Title>
        {detail ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
            {names.map((n) => (
              <div key={n}>
                <Text size="xs" c="dimmed">
                  {t(`profile:fields.${n}`)}
                </Text>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {show(n, detail[n])}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        ) : (
          <Text c="dimmed" size="sm">
            {t('users:detailPage.missing')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
