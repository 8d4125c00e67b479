import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signWithOpenssl } from '../../apps/server/test/fixtures/p7m';

/**
 * What a signature device does: a CAdES enveloping signature of the contract (openssl) by a self-signed certificate
 * in the signer's name. Returns the path of the signed `contratto.pdf.p7m`, for the upload field.
 */
export function signContract(pdf: Buffer, signer = 'Mario Rossi'): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hrwe-e2e-p7m-')), 'contratto.pdf.p7m');
  fs.writeFileSync(file, signWithOpenssl(pdf, signer));
  return file;
}
