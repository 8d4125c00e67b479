import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * What a signature device does: a CAdES enveloping signature of the contract (openssl) by a self-signed certificate
 * in the signer's name. Returns the path of the signed `contratto.pdf.p7m`.
 */
export function signContract(pdf: Buffer, signer = 'Mario Rossi'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-e2e-p7m-'));
  const file = (n: string) => path.join(dir, n);
  fs.writeFileSync(file('contratto.pdf'), pdf);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      `/CN=${signer}`,
      '-days',
      '2',
      '-keyout',
      file('key.pem'),
      '-out',
      file('cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  execFileSync(
    'openssl',
    [
      'cms',
      '-sign',
      '-binary',
      '-in',
      file('contratto.pdf'),
      '-signer',
      file('cert.pem'),
      '-inkey',
      file('key.pem'),
      '-outform',
      'DER',
      '-nodetach',
      '-out',
      file('contratto.pdf.p7m'),
    ],
    { stdio: 'ignore' },
  );
  return file('contratto.pdf.p7m');
}
