import { Checkbox, type CheckboxProps, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** 'terms' or 'privacy': the catalogue block holding the paragraphs. */
  kind: 'terms' | 'privacy';
  title: string;
  label: string;
  /** The form's props of the acceptance (checked, onChange, error…). */
  checkbox: CheckboxProps;
};

/** A scrollable legal text with its required acceptance checkbox. */
export function LegalBox({ kind, title, label, checkbox }: Props) {
  const { t } = useTranslation('registration');
  const paragraphs = Object.values(
    t(`${kind}.paragraphs`, { returnObjects: true }) as Record<string, string>,
  );
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {title}
      </Title>
      <Paper withBorder radius="sm" bg="gray.0">
        {/* The viewport is what scrolls: keyboard users focus it to scroll the text (axe scrollable-region-focusable). */}
        <ScrollArea
          h={140}
          p="sm"
          type="auto"
          data-testid={`${kind}-text`}
          viewportProps={{ tabIndex: 0, 'aria-label': title }}
        >
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
        {...checkbox}
        required
      />
    </Stack>
  );
}
