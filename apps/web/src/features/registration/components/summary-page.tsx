import { formatDate, type StoredDetail } from '@hrwe/domain';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FullPageLoader } from '@/components/feedback/full-page-loader';
import { useRegistrationData } from '../api/registration-data';
import { wizardPath } from '../wizard-steps';

function Row({ label, value }: { label: string; value?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value || '—'}
      </Text>
    </div>
  );
}

function Block(props: { title: string; editTo: string; rows: [string, string | undefined][] }) {
  const { t } = useTranslation('registration');
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {props.title}
        </Title>
        <Anchor component={Link} to={props.editTo} size="sm">
          <Group gap={4}>
            <IconPencil size={14} />
            {t('wizard.edit')}
          </Group>
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {props.rows.map(([label, value]) => (
          <Row key={label} label={label} value={value} />
        ))}
      </SimpleGrid>
    </Paper>
  );
}

const address = (d: StoredDetail, prefix: string) =>
  `${d[`${prefix}Via`] ?? ''} ${d[`${prefix}NCivic`] ?? ''}, ${d[`${prefix}Cap`] ? `${d[`${prefix}Cap`]} ` : ''}${d[`${prefix}City`] ?? ''} (${d[`${prefix}Province`] ?? ''}), ${d[`${prefix}Country`] ?? ''}`;

/** /registrazione/:registerId/summary: read-only data with edit links; Confirm goes to the contract. */
export function SummaryPage() {
  const { t } = useTranslation('registration');
  const { registerId = '' } = useParams();
  const navigate = useNavigate();
  const { data, isPending } = useRegistrationData();
  if (isPending || !data) return <FullPageLoader />;
  const p = data.personalDetail ?? {};
  const c = data.companyDetail ?? {};
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('summary.title')}
      </Title>
      <Text c="dimmed">{t('summary.lead')}</Text>
      <Block
        title={t('summary.personal')}
        editTo={wizardPath(registerId, 'personalDetail')}
        rows={[
          [t('personal.firstName'), p.firstName],
          [t('personal.lastName'), p.lastName],
          [t('personal.fiscalCode'), p.fiscalCode],
          [t('personal.dateOfBirth'), p.dateOfBirth ? formatDate(p.dateOfBirth) : undefined],
          [t('personal.cityOfBirth'), p.cityOfBirth],
          [t('personal.countryOfBirth'), p.countryOfBirth],
          [t('personal.residence'), data.personalDetail ? address(p, 'personalResidence') : undefined],
          [t('summary.phone'), [p.telephoneNumberPrefix, p.telephoneNumber].filter(Boolean).join(' ')],
        ]}
      />
      <Block
        title={t('summary.company')}
        editTo={wizardPath(registerId, 'companyDetail')}
        rows={[
          [t('company.businessName'), c.businessName],
          [
            t('company.typeOfCompany'),
            t(`common:companyType.${c.typeOfCompany}`, { defaultValue: c.typeOfCompany }),
          ],
          [t('company.vatNumber'), c.vatNumber],
          [t('company.businessEmail'), c.businessEmail],
          [t('company.companyPec'), c.companyPec],
          [t('company.seat'), data.companyDetail ? address(c, 'companyResidence') : undefined],
          [t('company.recipientCode'), c.recipientCode],
        ]}
      />
      <Group justify="space-between">
        <Button variant="default" onClick={() => navigate(wizardPath(registerId, 'companyDetail'))}>
          {t('wizard.previous')}
        </Button>
        <Button onClick={() => navigate(wizardPath(registerId, 'contract/intro'))}>
          {t('wizard.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
