import { ApiError } from '@/lib/api';

/**
 * Calls a route that answers an attachment and has the browser save it under the server's file name; a refusal
 * throws the server's ApiError (its key translated like any other), a network failure NETWORK_ERROR.
 */
export async function downloadAttachment(url: string, init: RequestInit, fallbackName: string) {
  const res = await fetch(url, { credentials: 'same-origin', ...init }).catch(() => {
    throw new ApiError(0, 'NETWORK_ERROR');
  });
  if (!res.ok) {
    const json = (await res.json().catch(() => ({}))) as { key?: string; fields?: Record<string, string> };
    throw new ApiError(res.status, json.key ?? 'GENERIC', json.fields);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const href = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
