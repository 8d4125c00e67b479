import { addDays, isoDate } from '@hrwe/domain';
import { as, createUser, signIn, type TestApp } from '../../../test/test-app';

export const today = () => isoDate(new Date());
export const inDays = (n: number) => addDays(today(), n);
export const VALID_CF = 'RSSMRA85T10A562S';
/** Role and purpose every request states (the seeded MANAGEMENT category allows every check). */
export const GATE = { role: 'Magazziniere', purpose: 'MANAGEMENT' };

export const entry = (over: Record<string, unknown> = {}) => ({
  firstName: 'Mario',
  lastName: 'Rossi',
  codiceFiscale: VALID_CF.toLowerCase(),
  dateOfBirth: '1985-12-10',
  via: 'Via',
  indirizzo: 'Roma',
  civico: '10',
  cap: '56017',
  provincia: 'pi',
  citta: 'San Giuliano Terme',
  ...over,
});

export const COMPANY_DETAIL = {
  companyResidenceVia: 'Via Garibaldi',
  companyResidenceNCivic: '5',
  companyResidenceCity: 'Milano',
  companyResidenceProvince: 'MI',
  companyResidenceCountry: 'Italia',
};

/** A second tenant answering on tenant2.localhost, with one HR user signed in there. */
export async function secondTenant(t: TestApp, email = 'hr.other@altro.it') {
  const { rows } = await t.deps.pool.query(
    `insert into tenants (name, dns) values ('Altro', 'tenant2.localhost') returning id`,
  );
  const tenantId = rows[0].id as number;
  await t.deps.pool.query(`insert into tenant_hosts (host, tenant_id) values ('tenant2.localhost', $1)`, [
    tenantId,
  ]);
  await createUser(t, { email, tenantId, companyName: 'Altro Srl' });
  const cookie = await signIn(t, email, undefined, 'tenant2.localhost');
  const call = as(t, cookie);
  return {
    tenantId,
    call: (opts: Parameters<typeof call>[0]) =>
      call({ ...opts, headers: { ...(opts.headers ?? {}), host: 'tenant2.localhost' } }),
  };
}

/** Creates an invitation report through the API and returns its number and candidates' ids (in e-mail order). */
export async function makeReport(
  t: TestApp,
  call: ReturnType<typeof as>,
  body: { referencePerson?: string; validEndDate?: string; emailAddresses?: string[] } = {},
) {
  const init = await call({ method: 'GET', url: '/api/report/init' });
  const res = await call({
    method: 'POST',
    url: '/api/report/create',
    payload: {
      requestNumber: init.json().requestNumber,
      referencePerson: body.referencePerson ?? 'Selezione magazzino',
      ...GATE,
      validEndDate: body.validEndDate ?? inDays(10),
      emailAddresses: body.emailAddresses ?? ['anna@example.it', 'bruno@example.it'],
    },
  });
  if (res.statusCode !== 201) throw new Error(`create failed ${res.statusCode} ${res.body}`);
  const requestNumber = res.json().requestNumber as string;
  const { rows } = await t.deps.pool.query(
    `select c.id, c.email from candidates c join report_requests r on r.id = c.request_id
     where r.request_number = $1 order by c.email`,
    [requestNumber],
  );
  return { requestNumber, candidates: rows as { id: string; email: string }[] };
}
