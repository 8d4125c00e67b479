import { formatEuros } from '../common/numbers';
import type { CreditBureau } from './check.schemas';

/** The languages the credit-bureau words come in (the interface's and the report PDF's). */
export type ReportLanguage = 'it' | 'en';

/** Where each section's items sit in the tree. */
const SECTION_ITEMS = { PRTs: 'PRT', PERER: 'PRC', PE: 'PEv', LPs: 'LP' } as const;
export type CreditBureauSection = keyof typeof SECTION_ITEMS;

/**
 * The words of the credit-bureau tree in each language: its sections, the coded fields and the codes they carry,
 * CRIBIS' relevance. One dictionary per language with the same keys (checks.test.ts compares them).
 */
export const CREDIT_BUREAU_WORDS = {
  it: {
    sections: {
      PRTs: 'Protesti',
      PERER: 'Procedure concorsuali',
      PE: 'Eventi pregiudizievoli',
      LPs: 'Persone giuridiche collegate',
    },
    fields: {
      TpPrt: 'Tipo protesto',
      CauPrt: 'Causale del protesto',
      TpProc: 'Tipo procedura',
      StProc: 'Stato procedura',
      TpAtto: 'Tipo evento',
      Den: 'Denominazione',
      CF: 'Codice fiscale',
      Car: 'Carica',
      StImp: 'Stato impresa',
      DtLev: 'Data levata',
      DtApe: 'Data apertura',
      DtChi: 'Data chiusura',
      DtAtto: 'Data atto',
      Imp: 'Importo (€)',
      Cred: 'Creditore',
      Trib: 'Tribunale',
      Prv: 'Provincia',
      Uff: 'Pubblico ufficiale',
    },
    protest: {
      CAM: 'Cambiale',
      ASS: 'Assegno bancario',
      TRA: 'Tratta accettata',
      VAG: 'Vaglia cambiario',
      MP: 'Mancato pagamento',
      MA: 'Mancata accettazione',
      AP: 'Assenza di provvista',
    },
    proceeding: {
      FAL: 'Fallimento',
      LGI: 'Liquidazione giudiziale',
      CPR: 'Concordato preventivo',
      ADR: 'Accordo di ristrutturazione dei debiti',
      LCA: 'Liquidazione coatta amministrativa',
      ASO: 'Amministrazione straordinaria',
      SOV: 'Procedura di sovraindebitamento',
      APE: 'Aperta',
      CHI: 'Chiusa',
    },
    prejudicial: {
      IPG: 'Ipoteca giudiziale',
      IPL: 'Ipoteca legale',
      IPE: 'Ipoteca esattoriale',
      PIG: 'Pignoramento immobiliare',
      DIG: 'Decreto ingiuntivo',
      SEQ: 'Sequestro conservativo',
      DOM: 'Domanda giudiziale',
    },
    role: {
      AMM: 'Amministratore',
      AU: 'Amministratore unico',
      SOC: 'Socio',
      LR: 'Legale rappresentante',
      ATT: 'Attiva',
      CES: 'Cessata',
      INL: 'In liquidazione',
    },
    relevance: { none: 'Nessuna', low: 'Bassa', medium: 'Media', high: 'Alta' },
  },
  en: {
    sections: {
      PRTs: 'Protests',
      PERER: 'Insolvency proceedings',
      PE: 'Prejudicial events',
      LPs: 'Related companies',
    },
    fields: {
      TpPrt: 'Protest type',
      CauPrt: 'Protest reason',
      TpProc: 'Proceeding type',
      StProc: 'Proceeding status',
      TpAtto: 'Event type',
      Den: 'Company name',
      CF: 'Tax code',
      Car: 'Role',
      StImp: 'Company status',
      DtLev: 'Protest date',
      DtApe: 'Opening date',
      DtChi: 'Closing date',
      DtAtto: 'Deed date',
      Imp: 'Amount (€)',
      Cred: 'Creditor',
      Trib: 'Court',
      Prv: 'Province',
      Uff: 'Public officer',
    },
    protest: {
      CAM: 'Bill of exchange',
      ASS: 'Bank cheque',
      TRA: 'Accepted draft',
      VAG: 'Promissory note',
      MP: 'Non-payment',
      MA: 'Non-acceptance',
      AP: 'Insufficient funds',
    },
    proceeding: {
      FAL: 'Bankruptcy',
      LGI: 'Judicial liquidation',
      CPR: 'Composition with creditors',
      ADR: 'Debt restructuring agreement',
      LCA: 'Compulsory administrative liquidation',
      ASO: 'Extraordinary administration',
      SOV: 'Over-indebtedness procedure',
      APE: 'Open',
      CHI: 'Closed',
    },
    prejudicial: {
      IPG: 'Judicial mortgage',
      IPL: 'Legal mortgage',
      IPE: 'Tax-collection mortgage',
      PIG: 'Property seizure',
      DIG: 'Payment order',
      SEQ: 'Precautionary attachment',
      DOM: 'Court claim',
    },
    role: {
      AMM: 'Director',
      AU: 'Sole director',
      SOC: 'Shareholder',
      LR: 'Legal representative',
      ATT: 'Active',
      CES: 'Ceased',
      INL: 'In liquidation',
    },
    relevance: { none: 'None', low: 'Low', medium: 'Medium', high: 'High' },
  },
} satisfies Record<ReportLanguage, unknown>;

type Words = (typeof CREDIT_BUREAU_WORDS)['it'];
/** Which code list each coded field's values come from. */
const CODE_FIELDS: Record<string, keyof Words> = {
  TpPrt: 'protest',
  CauPrt: 'protest',
  TpProc: 'proceeding',
  StProc: 'proceeding',
  TpAtto: 'prejudicial',
  Car: 'role',
  StImp: 'role',
};

/** Italian label maps kept for the Italian-only exports. */
export const CREDIT_BUREAU_SECTIONS = CREDIT_BUREAU_WORDS.it.sections;
export const CREDIT_BUREAU_FIELD_LABELS: Record<string, string> = CREDIT_BUREAU_WORDS.it.fields;
export const RELEVANCE_LABELS: Record<string, string> = CREDIT_BUREAU_WORDS.it.relevance;

/** CRIBIS' relevance in a language ('high' → 'Alta' / 'High'); an unknown value unchanged. */
export const relevanceLabel = (value: string, lang: ReportLanguage = 'it') =>
  (CREDIT_BUREAU_WORDS[lang].relevance as Record<string, string>)[value] ?? value;

/** The label of a coded field's value ('IPG' → 'Ipoteca giudiziale' / 'Judicial mortgage'); other values unchanged. */
export function creditBureauValue(field: string, value: unknown, lang: ReportLanguage = 'it'): string {
  if (value === null || value === undefined) return '';
  if (field.startsWith('Dt') && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}-${m}-${y}`;
  }
  if (field === 'Imp' && typeof value === 'number') return formatEuros(value, lang);
  const text = String(value);
  const list = CODE_FIELDS[field];
  return list ? ((CREDIT_BUREAU_WORDS[lang][list] as Record<string, string>)[text] ?? text) : text;
}

const FIELD_ORDER = Object.keys(CREDIT_BUREAU_FIELD_LABELS);
/** Stored answers (jsonb) lose their key order: fields are shown in the dictionary's order, unknown ones last. */
const fieldOrder = (f: string) => {
  const i = FIELD_ORDER.indexOf(f);
  return i < 0 ? FIELD_ORDER.length : i;
};

export type CreditBureauTreeSection = {
  key: CreditBureauSection;
  label: string;
  items: { label: string; value: string }[][];
};

/** The tree for display: only sections with items, only fields with a value, labels in the given language. */
export function creditBureauTree(
  tree: CreditBureau | null | undefined,
  lang: ReportLanguage = 'it',
): CreditBureauTreeSection[] {
  if (!tree) return [];
  const words = CREDIT_BUREAU_WORDS[lang];
  const fieldLabels: Record<string, string> = words.fields;
  const out: CreditBureauTreeSection[] = [];
  for (const key of Object.keys(SECTION_ITEMS) as CreditBureauSection[]) {
    const section = tree[key] as Record<string, unknown> | null | undefined;
    const list = section?.[SECTION_ITEMS[key]];
    if (!Array.isArray(list) || list.length === 0) continue;
    const items = list.map((item: Record<string, unknown>) =>
      Object.entries(item)
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .sort(([a], [b]) => fieldOrder(a) - fieldOrder(b))
        .map(([field, v]) => ({
          label: fieldLabels[field] ?? field,
          value: creditBureauValue(field, v, lang),
        })),
    );
    out.push({ key, label: words.sections[key], items });
  }
  return out;
}
