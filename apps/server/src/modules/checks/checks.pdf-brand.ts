import type { AppDeps } from '../../deps';
import { outboundPolicyOf } from '../../platform/outbound/outbound-policy';
import { brandOf } from '../tenants';
import type { PdfBrand } from './checks.pdf';
import { logoBytes } from './checks.pdf-logo';

/**
 * The tenant's brand on the PDF, the same as its e-mails': its LOGO (public configuration) when readable and its
 * product name (HR.We until the tenant sets one), never the technical tenant name.
 */
export async function pdfBrand(deps: AppDeps, tenant: { id: number }): Promise<PdfBrand> {
  const brand = await brandOf(deps, tenant.id);
  return { name: brand.productName, logo: await logoBytes(brand.logoUrl, outboundPolicyOf(deps.config)) };
}
