/** The eight company types, stored by a stable code, shown with their Italian label. */
export const COMPANY_TYPES = ['SS', 'SNC', 'SAS', 'SPA', 'SRL', 'SAPA', 'COOP', 'SMS'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const COMPANY_TYPE_LABELS: Record<CompanyType, string> = {
  SS: 'Società semplice',
  SNC: 'Società in nome collettivo (s.n.c.)',
  SAS: 'Società in accomandita semplice (s.a.s.)',
  SPA: 'Società per azioni (s.p.a.)',
  SRL: 'Società a responsabilità limitata (s.r.l.)',
  SAPA: 'Società in accomandita per azioni (s.a.p.a.)',
  COOP: 'Società cooperative',
  SMS: 'Società di mutuo soccorso',
};

export const COMPANY_TYPE_LABELS_EN: Record<CompanyType, string> = {
  SS: 'Simple partnership',
  SNC: 'General partnership (s.n.c.)',
  SAS: 'Limited partnership (s.a.s.)',
  SPA: 'Joint-stock company (s.p.a.)',
  SRL: 'Limited liability company (s.r.l.)',
  SAPA: 'Limited partnership by shares (s.a.p.a.)',
  COOP: 'Cooperative companies',
  SMS: 'Mutual aid societies',
};
