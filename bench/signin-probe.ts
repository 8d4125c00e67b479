/**
 * Sign-in throttling probe (issue 32): for SECONDS (90), an attacker guesses the owner's password as fast as the
 * server lets it, from ADDRESSES (1) addresses in turn, each waiting the Retry-After it was told, while the owner
 * signs in with the right password every 5 s from another address.
 * Prints the attacker's guesses that were checked (401) and refused (429), and the owner's sign-ins and refusals.
 * Addresses travel in X-Forwarded-For, so start the server with TRUST_PROXY=true (and ADMIN_EMAIL/ADMIN_PASSWORD for
 * the owner on a fresh DATA_DIR), e.g.
 *   TRUST_PROXY=true PORT=3901 DATA_DIR=/tmp/probe ADMIN_EMAIL=owner@probe.test ADMIN_PASSWORD='Owner1234!Probe' \
 *     npx tsx apps/server/src/main.ts
 *   npx tsx bench/signin-probe.ts http://127.0.0.1:3901 owner@probe.test 'Owner1234!Probe' [SECONDS] [ADDRESSES]
 * Timings are figures to read, never a test.
 */
const [base = 'http://127.0.0.1:3000', email = 'owner@probe.test', password = '', seconds = '90', n = '1'] =
  process.argv.slice(2);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function signIn(ip: string, pw: string) {
  const res = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password: pw }),
  });
  await res.arrayBuffer();
  return { status: res.status, retryAfterS: Number(res.headers.get('retry-after') ?? 0) };
}

async function main() {
  if (!password) throw new Error('usage: signin-probe.ts BASE_URL OWNER_EMAIL OWNER_PASSWORD [SECONDS]');
  const end = Date.now() + Number(seconds) * 1000;
  const attacker = { checked: 0, refused: 0, other: 0 };
  const owner = { in: 0, refused: [] as number[], other: 0 };
  const started = Date.now();
  // Each attacker address (new ones on every run) and when it may try again.
  const run = Math.floor(Math.random() * 250);
  const addresses = Array.from({ length: Number(n) }, (_, i) => ({ ip: `10.${run}.${i}.66`, from: 0 }));
  const guessing = (async () => {
    for (let i = 0; Date.now() < end; i++) {
      const next = addresses.reduce((a, b) => (b.from < a.from ? b : a));
      if (next.from > Date.now()) await sleep(Math.min(next.from, end) - Date.now());
      if (Date.now() >= end) break;
      const { status: s, retryAfterS } = await signIn(next.ip, `Guess${i}!Wrong123`);
      if (s === 401) attacker.checked++;
      else if (s === 429) {
        attacker.refused++;
        next.from = Date.now() + retryAfterS * 1000;
      } else attacker.other++;
    }
  })();
  const owning = (async () => {
    while (Date.now() < end) {
      const { status: s } = await signIn('198.51.100.7', password);
      if (s === 200) owner.in++;
      else if (s === 429) owner.refused.push(Math.round((Date.now() - started) / 1000));
      else owner.other++;
      await sleep(5000);
    }
  })();
  await Promise.all([guessing, owning]);
  console.log(`${seconds} s against ${base}`);
  console.log(
    `attacker (${n} address${n === '1' ? '' : 'es'}, waiting as told): ${attacker.checked} guesses checked (401), ${attacker.refused} refused (429), ${attacker.other} other`,
  );
  console.log(
    `owner (another address, every 5 s): ${owner.in} signed in, ${owner.refused.length} refused (429)` +
      `${owner.refused.length ? ` at ${owner.refused.join(', ')} s` : ''}, ${owner.other} other`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
