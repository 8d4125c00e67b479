import { Button, Code, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The recovery codes, shown once right after an enrolment, with a download as a text file. */
export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue?: () => void }) {
  const { t } = useTranslation('session');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: 'hrwe-recovery-codes.txt' });
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('mfa.codesTitle')}
      </Title>
      <Text size="sm">{t('mfa.codesHint')}</Text>
      <SimpleGrid cols={2} spacing="xs" data-testid="recovery-codes">
        {codes.map((c) => (
          <Code key={c} fz="md" ta="center">
            {c}
          </Code>
        ))}
      </SimpleGrid>
      <Button variant="light" leftSection={<IconDownload size={18} />} onClick={download}>
        {t('mfa.download')}
      </Button>
      {onContinue ? <Button onClick={onContinue}>{t('mfa.continue')}</Button> : null}
    </Stack>
  );
}
