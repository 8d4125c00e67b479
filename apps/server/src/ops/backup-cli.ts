import path from 'node:path';
import { loadConfig } from '../config';
import { embeddedDataDir } from '../db/embedded-as-root';
import { backupEmbedded, dumpConfigured, restoreConfigured, restoreEmbedded } from './backup';

/**
 * `npm run backup [-- FILE]` and `npm run restore -- FILE`: the embedded database (DATA_DIR) or DATABASE_URL.
 * Relative paths are taken from where npm was run. Every failure prints one sentence of cause and remedy.
 */
async function main() {
  const [command, arg] = process.argv.slice(2);
  const config = loadConfig();
  const cwd = config.INIT_CWD ?? process.cwd();
  const databaseDir = embeddedDataDir(config.DATA_DIR);
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
    const ext = config.DATABASE_URL ? 'dump' : 'tar';
    const file = path.resolve(cwd, arg ?? path.join('backups', `hrwe-${stamp}.${ext}`));
    if (config.DATABASE_URL) dumpConfigured(config.DATABASE_URL, file, config.PG_DUMP);
    else await backupEmbedded(databaseDir, file);
    console.log(`Backup written to ${file}`);
  } else if (command === 'restore') {
    if (!arg) throw new Error('Say which backup to restore: npm run restore -- backups/hrwe-….tar');
    const file = path.resolve(cwd, arg);
    if (config.DATABASE_URL) {
      restoreConfigured(config.DATABASE_URL, file, config.PG_RESTORE);
      console.log(`Restored ${file} into the database of DATABASE_URL.`);
    } else {
      const kept = await restoreEmbedded(databaseDir, file);
      console.log(
        `Restored ${file}; start HR.We with npm start.${kept ? ` The previous data is kept in ${kept}.` : ''}`,
      );
    }
  } else {
    throw new Error('Use: backup [FILE] or restore FILE');
  }
}

main().catch((err) => {
  console.error(`Failed: ${(err as Error).message}`);
  process.exit(1);
});
