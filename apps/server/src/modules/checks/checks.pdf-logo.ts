import { guardedFetch } from '../../platform/outbound/guarded-fetch';
import type { OutboundPolicy } from '../../platform/outbound/outbound-policy';

/** The tenant's LOGO as image bytes for the PDF: PNG or JPEG only (what pdfkit draws), at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TIMEOUT_MS = 3000;

const isPng = (b: Buffer) =>
  b.length > 8 && b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const usable = (b: Buffer | null) => (b && b.length <= LOGO_MAX_BYTES && (isPng(b) || isJpeg(b)) ? b : null);

/**
 * Reads a logo given as an image data URL or a URL fetched through the outbound guard (https to a public address
 * unless the operator allows the host; short timeout, size-capped). Anything refused, unreadable, too big or not
 * PNG/JPEG gives null: the PDF then shows the brand's name instead.
 */
export async function logoBytes(
  logoUrl: string | null,
  policy: OutboundPolicy,
  timeoutMs = LOGO_TIMEOUT_MS,
): Promise<Buffer | null> {
  if (!logoUrl) return null;
  const data = /^data:image\/[a-z+]+;base64,(.*)$/is.exec(logoUrl);
  if (data) return usable(Buffer.from(data[1]!, 'base64'));
  if (!/^https?:\/\//i.test(logoUrl)) return null;
  try {
    const res = await guardedFetch(policy, logoUrl, { timeoutMs, maxBytes: LOGO_MAX_BYTES });
    return res.ok ? usable(res.body) : null;
  } catch {
    return null;
  }
}
