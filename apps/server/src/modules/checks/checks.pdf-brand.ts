import type { AppDeps } from '../../deps';
import { outboundPolicyOf } from '../../platform/outbound/outbound-policy';
import { brandOf, DEFAULT_BRAND } from '../tenants';
import type { PdfBrand } from './checks.pdf';
import { logoBytes } from './checks.pdf-logo';

/**
 * The tenant's brand on the PDF: its LOGO (public configuration) when readable; the name is its configured product
 * name, else HR.We on the platform and the tenant's name elsewhere.
 */
export async function pdfBrand(
  deps: AppDeps,
  tenant: { id: number; name: string; isPlatform: boolean },
): Promise<PdfBrand> {
  const brand = await brandOf(deps, tenant.id);
  const name =
    brand.productName !== DEFAULT_BRAND.productName || tenant.isPlatform ? brand.productName : tenant.name;
  return { name, logo: await logoBytes(brand.logoUrl, outboundPolicyOf(deps.config)) };
}
