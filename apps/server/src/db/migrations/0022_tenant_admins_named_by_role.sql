-- A tenant's administrators were named "Amministratore <technical tenant name>"; they are named by the role alone
-- (docs/decisions/tenants-branding-form.md). Only the rows the old code wrote: the name still equal to the tenant's.
update users u
set last_name = null
from tenants t
where t.id = u.tenant_id
  and u.role = 'ROLE_ADMIN'
  and u.first_name = 'Amministratore'
  and u.last_name = t.name
  and not t.is_platform;
