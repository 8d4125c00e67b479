import { z } from 'zod';

/** The two provider families: 'cc' = CRIF with CRIBIS, 'ce' = Cerved. */
export const PROVIDERS = ['cc', 'ce'] as const;
export type ProviderId = (typeof PROVIDERS)[number];

/** One row per candidate and check; the flag of the request that switches it on. */
export const CHECKS = {
  crif: { provider: 'cc', flag: 'callCrifAndCribis' },
  cribis: { provider: 'cc', flag: 'callCrifAndCribis' },
  personScore: { provider: 'ce', flag: 'callCervedPersonCGS' },
  censusCell: { provider: 'ce', flag: 'callCervedCensusCellByAddress' },
  estimation: { provider: 'ce', flag: 'callCervedEstimationAdvanced' },
  negativeFlags: { provider: 'ce', flag: 'callCervedEventNegativityFlags' },
  negativeDetails: { provider: 'ce', flag: 'callCervedEventNegativityDetails' },
  traversal: { provider: 'ce', flag: 'callCervedTraversal' },
} as const satisfies Record<string, { provider: ProviderId; flag: string }>;
export type CheckName = keyof typeof CHECKS;
export const CHECK_NAMES = Object.keys(CHECKS) as CheckName[];
export const CHECK_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export type ProviderSwitches = {
  callCrifAndCribis?: boolean;
  callCerved?: boolean;
  callCervedCensusCellByAddress?: boolean;
  callCervedEstimationAdvanced?: boolean;
  callCervedEventNegativityDetails?: boolean;
  callCervedEventNegativityFlags?: boolean;
  callCervedPersonCGS?: boolean;
  callCervedTraversal?: boolean;
};

/** The checks a request's switches select: CRIF and CRIBIS together; a Cerved sub-check only while callCerved is on. */
export function selectedChecks(flags: ProviderSwitches): CheckName[] {
  return CHECK_NAMES.filter((name) => {
    const def = CHECKS[name];
    if (def.provider === 'cc') return flags.callCrifAndCribis === true;
    return flags.callCerved === true && flags[def.flag] === true;
  });
}

const num = z.number().finite();
const opt = <T extends z.ZodType>(s: T) => s.nullish();
const codedItem = z.record(z.string(), z.union([z.string(), num, z.boolean(), z.null()]));

/** The credit-bureau tree: protests (PRTs), insolvency proceedings (PERER), prejudicial events (PE), legal persons (LPs). */
export const CreditBureauSchema = z.object({
  PRTs: opt(z.object({ PRT: z.array(codedItem) })),
  PERER: opt(z.object({ PRC: z.array(codedItem) })),
  PE: opt(z.object({ PEv: z.array(codedItem) })),
  LPs: opt(z.object({ LP: z.array(codedItem) })),
});
export type CreditBureau = z.infer<typeof CreditBureauSchema>;

export const CrifResultSchema = z.object({
  degradationScore: z.number().int().min(1).max(100),
  degradationScoreFlag5percentage: z.enum(['OTHER', 'TOP', 'WORST']),
  degradationScoreProvinceIndex: num,
  averageIncome: num,
  averageIncomeProvinceIndex: num,
  protest: z.boolean(),
  boardEvents: z.boolean(),
  procedure: z.boolean(),
  creditBureau: opt(CreditBureauSchema),
});
export type CrifResult = z.infer<typeof CrifResultSchema>;

export const CribisResultSchema = z.object({
  relevanceNegativity: z.enum(['none', 'low', 'medium', 'high']),
});
export type CribisResult = z.infer<typeof CribisResultSchema>;

export const PersonScoreSchema = z.object({ scoreClass: z.number().int().min(1).max(10) });
export type PersonScore = z.infer<typeof PersonScoreSchema>;

export const CensusCellSchema = z.object({
  degradationScore: z.number().int().min(1).max(100),
  censusCell: opt(z.string()),
});
export type CensusCell = z.infer<typeof CensusCellSchema>;

export const EstimationSchema = z.object({
  estimation: z.object({ estimated_market_value: num.nonnegative() }),
});
export type Estimation = z.infer<typeof EstimationSchema>;

export const NegativeFlagsSchema = z.object({
  subjectId: z.union([z.string(), num]),
  taxCode: z.string(),
  protests: z.boolean(),
  prejudicialEvents: z.boolean(),
  crisisEvents: z.boolean(),
  cigs: z.boolean(),
  personalBankruptcies: z.boolean(),
});
export type NegativeFlagsResult = z.infer<typeof NegativeFlagsSchema>;

export const NegativeDetailsSchema = z.object({
  subject_id: z.union([z.string(), num]),
  tax_code: z.string(),
  protests: z.array(codedItem),
  prejudicial_events: z.array(codedItem),
  crisis_events: z.array(codedItem),
  cigs_decrees: z.array(codedItem),
  personal_bankruptcies: z.array(codedItem),
});
export type NegativeDetails = z.infer<typeof NegativeDetailsSchema>;

const flag = z.union([z.boolean(), z.string()]).nullish();
export const TraversalNodeSchema = z.object({
  idSoggetto: z.union([z.string(), num]),
  tipoSoggetto: z.string(),
  cdFiscale: z.string().nullish(),
  piva: z.string().nullish(),
  id: z.union([z.string(), num]),
  proprieta: z
    .object({
      flgCessata: flag,
      flgFiduciaria: flag,
      flgOperativa: flag,
      dtIscrizioneRea: z.string().nullish(),
      flgCapogruppo: flag,
      dimensione: z.string().nullish(),
      flgStartup: flag,
      indirizzo: z.string().nullish(),
      denominazione: z.string().nullish(),
      dipendenti: z.union([num, z.string()]).nullish(),
      flgInProcedure: flag,
      dtInizioAttivita: z.string().nullish(),
      iscrizione: z.string().nullish(),
      sesso: z.string().nullish(),
      dtNascita: z.string().nullish(),
      cognome: z.string().nullish(),
      nome: z.string().nullish(),
    })
    .partial(),
});
export const TraversalRelationSchema = z.object({
  id: z.union([z.string(), num]),
  tipo: z.string(),
  nodoPartenza: z.union([z.string(), num]),
  nodoFine: z.union([z.string(), num]),
  proprieta: z
    .object({
      tot_valore_eu: num.nullish(),
      tot_perc: num.nullish(),
      legame_partecipazione: z.string().nullish(),
      dt_inizio: z.string().nullish(),
      dt_modifica: z.string().nullish(),
    })
    .partial(),
});
export const TraversalSchema = z.object({
  risultati: z.object({
    dati: z.object({ nodi: z.array(TraversalNodeSchema), relazioni: z.array(TraversalRelationSchema) }),
    metadati: z.object({ numeroNodi: num, numeroRelazioni: num, dataEstrazione: z.string() }),
  }),
});
export type Traversal = z.infer<typeof TraversalSchema>;
export type TraversalNode = z.infer<typeof TraversalNodeSchema>;
export type TraversalRelation = z.infer<typeof TraversalRelationSchema>;

/** The schema each check's answer must match (sandbox and HTTP alike): a malformed answer is a failed check. */
export const CHECK_RESULT_SCHEMAS = {
  crif: CrifResultSchema,
  cribis: CribisResultSchema,
  personScore: PersonScoreSchema,
  censusCell: CensusCellSchema,
  estimation: EstimationSchema,
  negativeFlags: NegativeFlagsSchema,
  negativeDetails: NegativeDetailsSchema,
  traversal: TraversalSchema,
} as const satisfies Record<CheckName, z.ZodType>;

/** The traversal's subject (the person node) and its companies, each with its first relation (end node = company). */
export function traversalView(t: Traversal) {
  const { nodi, relazioni } = t.risultati.dati;
  const subject = nodi.find((n) => n.tipoSoggetto !== 'societa') ?? null;
  const companies = nodi
    .filter((n) => n.tipoSoggetto === 'societa')
    .map((company) => ({
      company,
      relation: relazioni.find((r) => String(r.nodoFine) === String(company.id)) ?? null,
    }));
  return { subject, companies, metadata: t.risultati.metadati };
}
