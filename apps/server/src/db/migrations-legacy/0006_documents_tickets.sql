-- Document requests (the administrator asks an HR user for a document; the HR user uploads files) and support
-- tickets (an HR user opens a ticket; the thread of replies between the HR user and the administrators).
create table document_requests (
  id uuid primary key default gen_random_uuid(),
  tenant_id int not null references tenants(id),
  user_id uuid not null references users(id), -- the HR user the request is addressed to
  created_by uuid not null references users(id),
  type text not null check (type in ('Contratto', 'Privacy', 'Visura Camerale', 'Altro')),
  name text not null,
  description text not null,
  status text not null default 'OPEN' check (status in ('OPEN', 'CLOSE')),
  optional_file_id uuid references files(id),
  created_at timestamptz not null default now()
);
create index document_requests_tenant_created_idx on document_requests (tenant_id, created_at desc);
create index document_requests_user_created_idx on document_requests (user_id, created_at desc);

create table document_uploads (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references document_requests(id) on delete cascade,
  tenant_id int not null references tenants(id),
  user_id uuid not null references users(id),
  file_id uuid not null references files(id),
  uploaded_at timestamptz not null default now()
);
create index document_uploads_request_idx on document_uploads (request_id, uploaded_at desc);

create table tickets (
  id uuid primary key default gen_random_uuid(),
  tenant_id int not null references tenants(id),
  user_id uuid not null references users(id), -- the HR user who opened it
  subject text not null,
  message text not null,
  status text not null default 'OPEN' check (status in ('OPEN', 'IN_MANAGE', 'CLOSE')),
  attachment_file_id uuid references files(id),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index tickets_tenant_created_idx on tickets (tenant_id, created_at desc);
create index tickets_user_created_idx on tickets (user_id, created_at desc);

create table ticket_messages (
  id uuid primary key default gen_random_uuid(),
  ticket_id uuid not null references tickets(id) on delete cascade,
  tenant_id int not null references tenants(id),
  author_user_id uuid not null references users(id),
  author_role text not null check (author_role in ('ROLE_ADMIN', 'ROLE_USER')),
  message text not null,
  attachment_file_id uuid references files(id),
  created_at timestamptz not null default now()
);
create index ticket_messages_ticket_idx on ticket_messages (ticket_id, created_at);
