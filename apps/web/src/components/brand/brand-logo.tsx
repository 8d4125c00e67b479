import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '@/lib/public-config';
import { BrandMark } from './brand-mark';

/** The tenant's brand (BrandMark) as a link to `to` (the home page). */
export function BrandLogo({ to = '/', height = 32 }: { to?: string; height?: number }) {
  const { t } = useTranslation();
  const name = usePublicConfig().PRODUCT_NAME?.trim();
  return (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }} aria-label={name || t('appName')}>
      <BrandMark height={height} />
    </Link>
  );
}
