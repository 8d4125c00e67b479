import { Checkbox, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** 'terms' or 'privacy': the catalogue block holding the paragraphs. */
  kind: 'terms' | 'privacy';
  title: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
};

/** A scrollable legal text with its required acceptance checkbox. */
export function LegalBox({ kind, title, label, checked, onChange, error }: Props) {
  const { t } = useTranslation('registration');
  const paragraphs = Object.values(
    t(`${kind}.paragraphs`, { returnObjects: true }) as Record<string, string>,
  );
  return (
    <Stack gap="xs">
      <Title order={5}>{title}</Title>
      <Paper withBorder radius="sm" bg="gray.0">
        <ScrollArea h={140} p="sm" type="auto" data-testid={`${kind}-text`} tabIndex={0} aria-label={title}>
          <Stack gap={6}>
            {paragraphs.map((p) => (
              <Text key={p} size="sm">
                {p}
              </Text>
            ))}
          </Stack>
        </ScrollArea>
      </Paper>
      <Checkbox
        name={kind === 'terms' ? 'termsAccepted' : 'privacyAccepted'}
        label={label}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        error={error}
        required
      />
    </Stack>
  );
}
