import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logoOf, usePublicConfig } from '@/lib/public-config';
import { HrweLogo } from './hrwe-logo';

/**
 * The tenant's logo and product name from the public configuration; the built-in HR.We logo when the
 * tenant sets none or its image fails to load. No link (the candidate's pages show it without one; BrandLogo links it).
 */
export function BrandMark({ height = 32 }: { height?: number }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const logo = logoOf(config);
  const name = config.PRODUCT_NAME?.trim();
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = logo && failed !== logo;
  return (
    <Group gap="xs" wrap="nowrap">
      {showImage ? (
        <img
          src={logo}
          alt={t('logoAlt', { name: name || t('appName') })}
          style={{ height, width: 'auto', display: 'block' }}
          onError={() => setFailed(logo)}
        />
      ) : (
        <HrweLogo height={height} title={t('appName')} />
      )}
      {name && (showImage || name !== t('appName')) ? (
        <Text fw={700} size="lg" visibleFrom="xs">
          {name}
        </Text>
      ) : null}
    </Group>
  );
}
