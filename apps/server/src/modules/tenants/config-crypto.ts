import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { CONFIG_SECRET_MASK } from '@hrwe/domain';
import type { Db } from '../../db/client';
import { settingOrInit } from './tenants.repository';

const SETTING = 'config_encryption_key';
const PREFIX = 'v1:';

/** What the browser receives in place of a secret value after it was saved. */
export const SECRET_MASK = CONFIG_SECRET_MASK;

/**
 * Which configuration values are secrets (stored encrypted, never sent back): every private value, and the
 * e-mail configuration's password and URL (an SMTP URL carries the password).
 */
export function isSecret(kind: 'email' | 'public' | 'private', key: string): boolean {
  if (kind === 'private') return true;
  return kind === 'email' && /PASSWORD|SECRET|PASS$|^SMTP_URL$/i.test(key);
}

const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The AES-256 key: CONFIG_ENCRYPTION_KEY (32 bytes, base64 or 64 hex digits) or one generated on first use and
 * kept in the settings table (the first writer wins when several servers start together).
 */
export function configKeyOf(db: Db, fromEnv?: string): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadKey(db, fromEnv);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

async function loadKey(db: Db, fromEnv?: string): Promise<Buffer> {
  if (fromEnv) return parseKey(fromEnv);
  return parseKey(await settingOrInit(db, SETTING, randomBytes(32).toString('base64')));
}

export function parseKey(text: string): Buffer {
  const t = text.trim();
  const buf = /^[0-9a-f]{64}$/i.test(t) ? Buffer.from(t, 'hex') : Buffer.from(t, 'base64');
  if (buf.length !== 32) throw new Error('CONFIG_ENCRYPTION_KEY must be 32 bytes (base64 or 64 hex digits)');
  return buf;
}

export function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The plain text of a stored value; a value stored before encryption (no prefix) is returned as is. */
export function decrypt(key: Buffer, stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
