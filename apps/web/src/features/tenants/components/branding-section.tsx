import {
  BRAND_LOGO_MAX_BYTES,
  BRAND_LOGO_TYPES,
  BRAND_MIN_CONTRAST,
  brandValueProblem,
  CONFIG_PLACEHOLDER,
  contrastRatio,
} from '@hrwe/domain';
import {
  Box,
  Button,
  ColorInput,
  FileInput,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfigRow, placeholderRow } from './config-rows';

const rowValue = (rows: ConfigRow[], key: string) => {
  const v = rows.find((r) => r.key.trim() === key)?.val ?? '';
  return v === CONFIG_PLACEHOLDER ? '' : v;
};

/** The public rows with one key set (added when missing) or removed when emptied. */
function withValue(rows: ConfigRow[], key: string, value: string): ConfigRow[] {
  const others = rows.filter((r) => r.key.trim() !== key);
  if (!value.trim()) return others.length ? others : [placeholderRow()];
  const row = rows.find((r) => r.key.trim() === key);
  const real = others.filter((r) => r.key.trim() !== CONFIG_PLACEHOLDER);
  return [...real, { ...(row ?? placeholderRow()), key, val: value }];
}

const readDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The tenant's brand as a form over its public configuration rows (PRODUCT_NAME, LEGAL_NAME, LOGO, PRIMARY_COLOR):
 * names, a logo upload checked for type and size, a colour checked for contrast with white text, and a live
 * preview. The key grid below stays for the other keys (docs/decisions/tenants-branding-form.md).
 */
export function BrandingSection({
  rows,
  onChange,
  tenantName,
}: {
  rows: ConfigRow[];
  onChange: (rows: ConfigRow[]) => void;
  tenantName: string;
}) {
  const { t } = useTranslation(['tenants', 'errors']);
  const [logoError, setLogoError] = useState<string | null>(null);
  const product = rowValue(rows, 'PRODUCT_NAME');
  const legal = rowValue(rows, 'LEGAL_NAME');
  const logo = rowValue(rows, 'LOGO');
  const color = rowValue(rows, 'PRIMARY_COLOR');
  const set = (key: string) => (value: string) => onChange(withValue(rows, key, value));
  const colorProblem = color ? brandValueProblem('PRIMARY_COLOR', color) : null;
  const logoProblem = logo ? brandValueProblem('LOGO', logo) : null;
  const shownColor = color && !colorProblem ? color : 'var(--mantine-color-blue-8)';

  const upload = async (file: File | null) => {
    setLogoError(null);
    if (!file) return;
    if (!(BRAND_LOGO_TYPES as readonly string[]).includes(file.type))
      return setLogoError(t('errors:BRAND_LOGO_TYPE'));
    if (file.size > BRAND_LOGO_MAX_BYTES) return setLogoError(t('errors:BRAND_LOGO_TOO_LARGE'));
    set('LOGO')(await readDataUrl(file));
  };

  return (
    <Paper withBorder p="lg" radius="md" data-testid="branding">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('branding.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('branding.help', { tenant: tenantName })}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="sm">
            <TextInput
              label={t('branding.productName')}
              description={t('branding.productNameHint')}
              value={product}
              onChange={(e) => set('PRODUCT_NAME')(e.currentTarget.value)}
            />
            <TextInput
              label={t('branding.legalName')}
              description={t('branding.legalNameHint')}
              value={legal}
              onChange={(e) => set('LEGAL_NAME')(e.currentTarget.value)}
            />
            <FileInput
              label={t('branding.logo')}
              description={t('branding.logoHint')}
              placeholder={t('branding.logoPick')}
              accept={BRAND_LOGO_TYPES.join(',')}
              clearable
              clearButtonProps={{ 'aria-label': t('branding.logoClear') }}
              onChange={upload}
              error={logoError ?? (logoProblem ? t(`errors:${logoProblem}`) : null)}
            />
            {logo ? (
              <Group>
                <Button variant="subtle" size="xs" color="red" onClick={() => set('LOGO')('')}>
                  {t('branding.logoRemove')}
                </Button>
              </Group>
            ) : null}
            <ColorInput
              label={t('branding.color')}
              description={t('branding.colorHint', { ratio: String(BRAND_MIN_CONTRAST).replace('.', ',') })}
              format="hex"
              // Mantine's eye-dropper button has no name (axe button-name); the colour is typed or picked.
              withEyeDropper={false}
              value={color}
              onChange={set('PRIMARY_COLOR')}
              error={colorProblem ? t(`errors:${colorProblem}`) : null}
            />
            {color && !colorProblem ? (
              <Text size="xs" c="dimmed" data-testid="branding-contrast">
                {t('branding.contrast', { ratio: contrastRatio(color, '#ffffff').toFixed(1) })}
              </Text>
            ) : null}
          </Stack>
          <Box>
            <Text size="sm" fw={600} mb={6}>
              {t('branding.preview')}
            </Text>
            <Paper withBorder radius="md" p="md" data-testid="branding-preview" bg="gray.0">
              <Stack gap="sm">
                <Group gap="sm">
                  {logo && !logoProblem ? (
                    <Image src={logo} alt={product || t('branding.logo')} h={32} w="auto" fit="contain" />
                  ) : null}
                  <Text fw={700} size="lg" c={shownColor}>
                    {product || 'HR.We'}
                  </Text>
                </Group>
                <Text size="sm">{t('branding.previewText', { product: product || 'HR.We' })}</Text>
                <Group>
                  <Button color={shownColor} size="xs">
                    {t('branding.previewButton')}
                  </Button>
                </Group>
                <Text size="xs" c="dimmed">
                  © {legal || product || 'HR.We'}
                </Text>
              </Stack>
            </Paper>
          </Box>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
