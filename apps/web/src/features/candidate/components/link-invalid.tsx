import { Alert, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** 'link invalid' (HRWE.ERROR.REPORT.LINK_INVALID): unknown, mismatched, expired or closed links. */
export function LinkInvalid() {
  const { t } = useTranslation('candidate');
  return (
    <>
      <Title order={1} size="h2" mb="md">
        {t('privacy.title')}
      </Title>
      <Alert
        color="red"
        variant="light"
        icon={<IconLinkOff size={18} />}
        role="alert"
        data-testid="link-invalid"
      >
        {t('HRWE.ERROR.REPORT.LINK_INVALID')}
      </Alert>
    </>
  );
}
