import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@/components/feedback/query-content';
import { isAdminSession, useSession } from '@/lib/use-session';
import { useAccountSessions, useMfaStatus } from '../api/account-security';
import { MfaSection } from './mfa-section';
import { SessionsSection } from './sessions-section';

/** /account/security, for every signed-in user: their second factor and their sessions. */
export function AccountSecurityPage() {
  const { t } = useTranslation('session');
  const { data: session } = useSession();
  const status = useMfaStatus();
  const sessions = useAccountSessions();
  return (
    <Stack gap="md" maw={900}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('account.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('account.subtitle')}
        </Text>
      </Stack>
      <QueryContent query={status}>
        {(s) => <MfaSection status={s} admin={isAdminSession(session)} />}
      </QueryContent>
      <QueryContent query={sessions}>{(list) => <SessionsSection sessions={list} />}</QueryContent>
    </Stack>
  );
}
