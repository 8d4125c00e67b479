import { formatDate, formatDateTime } from '@hrwe/domain';
import { Anchor, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconFileCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useSession } from '@/lib/use-session';
import { clientContractUrl } from '../api/download-client-contract';
import { useClientDetail } from '../api/get-client-detail';
import { DetailSection } from './detail-section';
import { MfaReset } from './mfa-reset';
import { PriceForm } from './price-form';
import { StatusActions } from './status-actions';
import { StatusBadge } from './status-badge';

/** /user/detail/:clientId: personal and company data, the signed contract and the price form. */
export function UserDetailPage() {
  const { t } = useTranslation('users');
  const { clientId = '' } = useParams();
  const { data: session } = useSession();
  const query = useClientDetail(clientId);
  const u = query.data;

  return (
    <Stack gap="md" maw={1100}>
      <Anchor component={Link} to="/user" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {t('detailPage.back')}
        </Group>
      </Anchor>
      {query.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : query.isError || !u ? (
        <ErrorBanner error={query.error} duration={60_000} />
      ) : (
        <>
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Title order={1} size="h2">
                {u.fullName || u.email}
              </Title>
              <Group gap="xs">
                <StatusBadge status={u.status} />
                <Text size="sm" c="dimmed">
                  {u.email} · {t('detailPage.registered', { date: formatDate(u.registrationDate) })}
                </Text>
              </Group>
            </Stack>
            <StatusActions
              id={u.id}
              name={u.fullName || u.email}
              actions={u.allowedActions}
              blocked={u.blockedActions}
              size="sm"
            />
          </Group>
          <DetailSection kind="personal" detail={u.personalDetail} />
          <DetailSection kind="company" detail={u.companyDetail} />
          <Paper withBorder p="lg" radius="md">
            <Stack gap="xs">
              <Title order={2} size="h4">
                {t('detailPage.contract')}
              </Title>
              {u.contract ? (
                <>
                  <Group gap="xs">
                    <IconFileCertificate size={20} />
                    <Anchor href={clientContractUrl(u.id)} download={u.contract.name}>
                      {u.contract.name}
                    </Anchor>
                  </Group>
                  {u.contract.signer ? (
                    <Text size="sm" c="dimmed">
                      {t('detailPage.signedBy', {
                        signer: u.contract.signer,
                        when: formatDateTime(u.contract.signedAt),
                      })}
                    </Text>
                  ) : null}
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('detailPage.noContract')}
                </Text>
              )}
            </Stack>
          </Paper>
          {session?.role === 'ROLE_ADMIN' ? (
            <>
              <PriceForm key={u.id} id={u.id} cost={u.singleUserReportCost} reportDefault={u.reportDefault} />
              <MfaReset id={u.id} name={u.fullName || u.email} />
            </>
          ) : null}
        </>
      )}
    </Stack>
  );
}
