import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useForgetSession } from '../api/complete-registration';

/** /registrazione/:registerId/contract/success: profile under review; Next signs out (/logout). */
export function ContractSuccessPage() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const forget = useForgetSession();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => forget(), []);
  return (
    <Stack gap="md" align="center" ta="center" py="md">
      <ThemeIcon size={64} radius="xl" color="teal" variant="light">
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('success.title')}
      </Title>
      <Text maw={520} data-testid="registration-complete">
        {t('success.message')}
      </Text>
      <Button onClick={() => navigate('/logout', { replace: true })}>{t('success.next')}</Button>
    </Stack>
  );
}
