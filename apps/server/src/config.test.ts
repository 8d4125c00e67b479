import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('configuration', () => {
  it('keeps the embedded database under the repository root whatever the working directory', () => {
    expect(loadConfig({}).DATA_DIR).toBe(path.join(ROOT, 'data'));
    expect(loadConfig({ DATA_DIR: 'var/pg' }).DATA_DIR).toBe(path.join(ROOT, 'var/pg'));
    expect(loadConfig({ DATA_DIR: '/srv/hrwe' }).DATA_DIR).toBe('/srv/hrwe');
  });

  it('derives the public address from the port, without a trailing slash', () => {
    expect(loadConfig({ PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(loadConfig({ PUBLIC_URL: 'https://hr.example.it/' }).publicUrl).toBe('https://hr.example.it');
  });

  it('stops on a bad value, naming it', () => {
    expect(() => loadConfig({ PORT: 'tremila' })).toThrow(/Invalid configuration:\n {2}PORT:/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });
});
