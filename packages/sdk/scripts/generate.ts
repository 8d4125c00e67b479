import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { documentText, schemaSource } from './schema-source';

/**
 * Regenerates the SDK from the server: the v1 OpenAPI document (built without a database by
 * apps/server/src/ops/openapi-v1.ts) into openapi.json, and its types into src/v1.schema.ts.
 */
const sdk = path.resolve(import.meta.dirname, '..');
const server = path.resolve(sdk, '../../apps/server');
const printed = execFileSync(process.execPath, ['--import', 'tsx', 'src/ops/openapi-v1.ts'], {
  cwd: server,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const doc = JSON.parse(printed) as object;
writeFileSync(path.join(sdk, 'openapi.json'), documentText(doc));
writeFileSync(path.join(sdk, 'src/v1.schema.ts'), await schemaSource(doc));
console.info(`SDK regenerated: ${Object.keys((doc as { paths: object }).paths).length} paths`);
