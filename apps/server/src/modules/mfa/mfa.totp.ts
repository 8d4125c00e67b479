import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@hrwe/domain';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as authenticator apps read it: 30 s, 6 digits, SHA-1. */
const PERIOD_S = 30;
const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });

export const newSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth URI (what the QR code holds) and its QR code as a data: URL. */
export async function enrolmentOf(secret: string, email: string, product: string) {
  const uri = totpOf(secret, email, product).toString();
  return { secret, uri, qrCode: await QRCode.toDataURL(uri, { margin: 1, width: 240 }) };
}

/**
 * The time step of a six-digit code if it is right now (one step either side, for a clock a little off), null
 * otherwise. The caller accepts a step once (no replay).
 */
export function stepOf(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** Ten single-use recovery codes, `xxxxx-xxxxx` (about 49 bits each, no look-alike characters). */
export const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const c = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${c.slice(0, 5)}-${c.slice(5)}`;
  });

/** A recovery code as stored and compared: without its dash. */
export const recoveryKey = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();
