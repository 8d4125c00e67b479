import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { freePort } from '../src/db/embedded';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');

export type ServerProcess = {
  proc: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  /** kill -9: no shutdown, no cleanup, as a crash or an operator's kill would leave things. */
  kill9: () => Promise<void>;
  stop: () => Promise<void>;
};

/**
 * What a fault test gives its servers so a dead server's jobs are taken over in seconds, not half a minute: a
 * supervision pass every second and retries at once; the heartbeat stays pg-boss's minimum, 10 s. The production
 * figures (about 30 s for mail, docs/decisions/jobs-takeover.md) are these intervals' sum with the defaults.
 */
export const QUICK_TAKEOVER = { JOBS_SUPERVISE_SECONDS: '1', JOBS_RETRY_DELAY_SECONDS: '0' };

/** The real server (`npm start`'s main.ts) as a separate process, on its own port; resolves once /api/health is 200. */
export async function startServerProcess(
  env: Record<string, string>,
  {
    /** Its own process group, as a terminal starts it (a Ctrl-C reaches every process of the group). */
    group = false,
    /**
     * Exactly `env` (plus PATH and PORT): none of this process's variables nor the tests' defaults, as a container
     * gives a server only what its image and compose file set.
     */
    exact = false,
    /**
     * The bundle (dist/main.js, built by the global setup), as `npm start` runs it; false: the TypeScript source
     * through tsx, many times slower to start.
     */
    built = true,
  } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  let out = '';
  const defaults = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost:3000',
    ADMIN_EMAIL: 'admin.fault@example.it',
    ADMIN_PASSWORD: 'Password123!Strong',
    OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
    WEB_DIST: '/nonexistent',
  };
  const proc = spawn(process.execPath, built ? ['dist/main.js'] : ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: exact
      ? { PATH: process.env.PATH, ...env, PORT: String(port) }
      : { ...defaults, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: group,
  });
  proc.stdout!.on('data', (c) => {
    out += c;
  });
  proc.stderr!.on('data', (c) => {
    out += c;
  });
  const exited = new Promise<void>((r) => proc.once('exit', () => r()));
  const base = `http://127.0.0.1:${port}`;
  // Bounded for a machine whose other work (two or three test files at once, other people's) slows every start.
  const startedAt = Date.now();
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited during start:\n${out}`);
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    if (Date.now() - startedAt > 120_000) {
      // Not left running after the test (its afterAll never learns of it).
      if (group) process.kill(-proc.pid!, 'SIGKILL');
      else proc.kill('SIGKILL');
      throw new Error(`server did not start in 120 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    proc,
    port,
    base,
    output: () => out,
    async kill9() {
      proc.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      await exited;
    },
  };
}

/** fetch against a server process (127.0.0.1 is a host name of the platform tenant). */
export async function call(
  base: string,
  method: string,
  url: string,
  opts: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; json: () => Promise<unknown>; cookie: string | null }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...opts.headers,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...(opts.body ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body ? JSON.stringify(opts.body) : undefined,
  });
  const set = res.headers.get('set-cookie');
  const text = await res.text();
  return {
    status: res.status,
    json: async () => JSON.parse(text),
    cookie: set ? set.split(';')[0]! : null,
  };
}

/**
 * Signs the installation's administrator (ADMIN_EMAIL, ADMIN_PASSWORD of startServerProcess) in to a server process
 * as the sign-in page does while MFA_REQUIRED_FOR_ADMINS is on (production's default): the password, the second
 * factor's enrolment and its first code. The session cookie.
 */
export async function signInAdmin(
  base: string,
  email = 'admin.fault@example.it',
  password = 'Password123!Strong',
): Promise<string> {
  const post = async (url: string, cookie: string | null, body: object) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const cookies = new Map(
      res.headers.getSetCookie().map((c) => c.split(';')[0]!.split('=') as [string, string]),
    );
    return { status: res.status, json: (await res.json()) as Record<string, string>, cookies };
  };
  const signedIn = await post('/api/session', null, { email, password });
  if (signedIn.status === 200 && signedIn.cookies.get('hrwe_session'))
    return `hrwe_session=${signedIn.cookies.get('hrwe_session')}`;
  if (signedIn.json.mfa !== 'enrol') throw new Error(`no enrolment asked: ${JSON.stringify(signedIn.json)}`);
  const pending = `hrwe_mfa=${signedIn.cookies.get('hrwe_mfa')}`;
  const { secret } = (await post('/api/session/mfa/enrolment', pending, {})).json;
  const code = new TOTP({
    secret: Secret.fromBase32(secret!),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate();
  const done = await post('/api/session/mfa/enrolment/confirm', pending, { code });
  if (done.status !== 200) throw new Error(`enrolment failed: ${JSON.stringify(done.json)}`);
  return `hrwe_session=${done.cookies.get('hrwe_session')}`;
}
