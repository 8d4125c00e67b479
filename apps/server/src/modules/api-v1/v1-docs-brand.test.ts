import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onHost, secondTenant } from '../../../test/tenants';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The API reference on a white-label tenant's host names that brand; no documentation tool's own controls. */
describe('API docs branding (issue 26)', () => {
  let t: TestApp;
  let host: string;
  beforeAll(async () => {
    t = await createTestApp();
    const tenant = await secondTenant(t);
    host = tenant.host;
    await t.deps.pool.query(
      `insert into tenant_config (tenant_id, kind, key, value) values ($1, 'public', 'PRODUCT_NAME', 'Acme "Selezione"')`,
      [tenant.id],
    );
  });
  afterAll(() => t.close());

  it("names the tenant's product in the document and the page title, never HR.We", async () => {
    const doc = (await onHost(t, null, host)({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(doc.info.title).toBe('Acme "Selezione" API');
    expect(JSON.stringify(doc)).not.toContain('HR.We');
    const page = await onHost(t, null, host)({ method: 'GET', url: '/api/v1/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Acme &quot;Selezione&quot; API v1</title>');
    // The platform's own host keeps HR.We.
    const own = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(own.info.title).toBe('HR.We API');
  });

  it("turns off the tool's toolbar, AI agent and MCP offers", async () => {
    const page = (await onHost(t, null, host)({ method: 'GET', url: '/api/v1/docs/' })).body;
    expect(page).toMatch(/"showDeveloperTools":\s*"never"/);
    expect(page).toMatch(/"agent":\s*\{\s*"disabled":\s*true\s*\}/);
    expect(page).toMatch(/"mcp":\s*\{\s*"disabled":\s*true\s*\}/);
  });
});
