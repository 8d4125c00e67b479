import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const DIR = path.resolve(import.meta.dirname, '../results');

/** Writes bench/results/<name>.json: the figures of a step, with the time and the machine's load average. */
export function writeResult(name: string, data: object) {
  fs.mkdirSync(DIR, { recursive: true });
  fs.writeFileSync(
    path.join(DIR, `${name}.json`),
    JSON.stringify({ at: new Date().toISOString(), load: os.loadavg(), ...data }, null, 2),
  );
}
