import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { parse } from 'yaml';

/** What the deployment files at the repository's root say; tests read them instead of restating them. */
const ROOT = path.resolve(import.meta.dirname, '../../..');
export const COMPOSE_FILE = path.join(ROOT, 'compose.yaml');
export const ENV_EXAMPLE_FILE = path.join(ROOT, '.env.example');

type Compose = { services: Record<string, { environment?: Record<string, string | number | boolean> }> };

/** The variables `${NAME…}` compose.yaml takes from the operator's shell or `.env`. */
export function composeVariables(): string[] {
  const text = fs.readFileSync(COMPOSE_FILE, 'utf8');
  return [...new Set([...text.matchAll(/\$\{([A-Z0-9_]+)/g)].map((m) => m[1]!))];
}

/** `.env.example`'s values, as compose would read them from a `.env` copied from it. */
export function envExample(): Record<string, string> {
  return parseEnv(fs.readFileSync(ENV_EXAMPLE_FILE, 'utf8')) as Record<string, string>;
}

/**
 * The environment compose gives `service`'s container: the image's ENV (Dockerfile's last stage) overlaid with the
 * service's `environment`, interpolated from `vars` as compose does (`${X}`, `${X:-default}`, `${X-default}`, `$$`).
 */
export function composeEnvironment(
  service: string,
  vars: Record<string, string> = {},
): Record<string, string> {
  const compose = parse(fs.readFileSync(COMPOSE_FILE, 'utf8')) as Compose;
  const environment = compose.services[service]?.environment;
  if (!environment) throw new Error(`compose.yaml has no environment for ${service}`);
  const own = Object.fromEntries(
    Object.entries(environment).map(([k, v]) => [k, interpolate(String(v), vars)]),
  );
  return { ...imageEnvironment(), ...own };
}

function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?:(:?)-([^}]*))?\}|\$([A-Z0-9_]+)/g,
    (whole, name, colon, def, bare) => {
      if (whole === '$$') return '$';
      const key = (name ?? bare) as string;
      const set = vars[key];
      if (def === undefined) return set ?? '';
      return set === undefined || (colon && set === '') ? def : set;
    },
  );
}

/** The `ENV` of the Dockerfile's final stage (the image compose builds). */
export function imageEnvironment(): Record<string, string> {
  const text = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  const finalStage = text.slice(text.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const line of finalStage.matchAll(/^ENV (.+)$/gm)) {
    for (const pair of line[1]!.trim().split(/\s+/)) {
      const [key, ...rest] = pair.split('=');
      env[key!] = rest.join('=');
    }
  }
  return env;
}
