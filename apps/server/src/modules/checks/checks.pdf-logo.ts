/** The tenant's LOGO as image bytes for the PDF: PNG or JPEG only (what pdfkit draws), at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TIMEOUT_MS = 3000;

const isPng = (b: Buffer) =>
  b.length > 8 && b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
const usable = (b: Buffer | null) => (b && b.length <= LOGO_MAX_BYTES && (isPng(b) || isJpeg(b)) ? b : null);

/**
 * Reads a logo given as an image data URL or an http(s) URL (fetched with a short timeout, size-capped).
 * Anything unreadable, too big or not PNG/JPEG gives null: the PDF then shows the brand's name instead.
 */
export async function logoBytes(logoUrl: string | null, timeoutMs = LOGO_TIMEOUT_MS): Promise<Buffer | null> {
  if (!logoUrl) return null;
  const data = /^data:image\/[a-z+]+;base64,(.*)$/is.exec(logoUrl);
  if (data) return usable(Buffer.from(data[1]!, 'base64'));
  if (!/^https?:\/\//i.test(logoUrl)) return null;
  try {
    const res = await fetch(logoUrl, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    if (!res.ok || !res.body) return null;
    const declared = Number(res.headers.get('content-length') ?? 0);
    if (declared > LOGO_MAX_BYTES) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of res.body) {
      size += chunk.length;
      if (size > LOGO_MAX_BYTES) return null;
      chunks.push(Buffer.from(chunk));
    }
    return usable(Buffer.concat(chunks));
  } catch {
    return null;
  }
}
