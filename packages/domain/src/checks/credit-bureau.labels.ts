import type { CreditBureau } from './check.schemas';

/** Italian labels of the credit-bureau tree: its sections, the coded fields and the codes they carry. */
export const CREDIT_BUREAU_SECTIONS = {
  PRTs: { item: 'PRT', label: 'Protesti' },
  PERER: { item: 'PRC', label: 'Procedure concorsuali' },
  PE: { item: 'PEv', label: 'Eventi pregiudizievoli' },
  LPs: { item: 'LP', label: 'Persone giuridiche collegate' },
} as const;
export type CreditBureauSection = keyof typeof CREDIT_BUREAU_SECTIONS;

export const CREDIT_BUREAU_FIELD_LABELS: Record<string, string> = {
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
};

/** Protest codes (type and cause). */
export const PROTEST_CODES: Record<string, string> = {
  CAM: 'Cambiale',
  ASS: 'Assegno bancario',
  TRA: 'Tratta accettata',
  VAG: 'Vaglia cambiario',
  MP: 'Mancato pagamento',
  MA: 'Mancata accettazione',
  AP: 'Assenza di provvista',
};

/** Insolvency-proceeding codes. */
export const PROCEEDING_CODES: Record<string, string> = {
  FAL: 'Fallimento',
  LGI: 'Liquidazione giudiziale',
  CPR: 'Concordato preventivo',
  ADR: 'Accordo di ristrutturazione dei debiti',
  LCA: 'Liquidazione coatta amministrativa',
  ASO: 'Amministrazione straordinaria',
  SOV: 'Procedura di sovraindebitamento',
  APE: 'Aperta',
  CHI: 'Chiusa',
};

/** Prejudicial-event codes. */
export const PREJUDICIAL_CODES: Record<string, string> = {
  IPG: 'Ipoteca giudiziale',
  IPL: 'Ipoteca legale',
  IPE: 'Ipoteca esattoriale',
  PIG: 'Pignoramento immobiliare',
  DIG: 'Decreto ingiuntivo',
  SEQ: 'Sequestro conservativo',
  DOM: 'Domanda giudiziale',
};

const ROLE_CODES: Record<string, string> = {
  AMM: 'Amministratore',
  AU: 'Amministratore unico',
  SOC: 'Socio',
  LR: 'Legale rappresentante',
  ATT: 'Attiva',
  CES: 'Cessata',
  INL: 'In liquidazione',
};

const CODE_FIELDS: Record<string, Record<string, string>> = {
  TpPrt: PROTEST_CODES,
  CauPrt: PROTEST_CODES,
  TpProc: PROCEEDING_CODES,
  StProc: PROCEEDING_CODES,
  TpAtto: PREJUDICIAL_CODES,
  Car: ROLE_CODES,
  StImp: ROLE_CODES,
};

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: 'always' });

/** CRIBIS' relevance of the negative events. */
export const RELEVANCE_LABELS: Record<string, string> = {
  none: 'Nessuna',
  low: 'Bassa',
  medium: 'Media',
  high: 'Alta',
};

/** The label of a coded field's value ('IPG' → 'Ipoteca giudiziale'); other values unchanged. */
export function creditBureauValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (field.startsWith('Dt') && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-');
    return `${d}-${m}-${y}`;
  }
  if (field === 'Imp' && typeof value === 'number') return euro.format(value).replace(/\u00a0/g, ' ');
  const text = String(value);
  const dict = CODE_FIELDS[field];
  return dict?.[text] ?? text;
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

/** The tree for display: only sections with items, only fields with a value, labels from the dictionary. */
export function creditBureauTree(tree: CreditBureau | null | undefined): CreditBureauTreeSection[] {
  if (!tree) return [];
  const out: CreditBureauTreeSection[] = [];
  for (const key of Object.keys(CREDIT_BUREAU_SECTIONS) as CreditBureauSection[]) {
    const def = CREDIT_BUREAU_SECTIONS[key];
    const section = tree[key] as Record<string, unknown> | null | undefined;
    const list = section?.[def.item];
    if (!Array.isArray(list) || list.length === 0) continue;
    const items = list.map((item: Record<string, unknown>) =>
      Object.entries(item)
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .sort(([a], [b]) => fieldOrder(a) - fieldOrder(b))
        .map(([field, v]) => ({
          label: CREDIT_BUREAU_FIELD_LABELS[field] ?? field,
          value: creditBureauValue(field, v),
        })),
    );
    out.push({ key, label: def.label, items });
  }
  return out;
}
