import { describe, expect, it } from 'vitest';
import { CrifResultSchema, selectedChecks, TraversalSchema, traversalView } from './check.schemas';
import { CREDIT_BUREAU_WORDS, creditBureauTree, creditBureauValue } from './credit-bureau.labels';

const all = {
  callCrifAndCribis: true,
  callCerved: true,
  callCervedCensusCellByAddress: true,
  callCervedEstimationAdvanced: true,
  callCervedEventNegativityDetails: true,
  callCervedEventNegativityFlags: true,
  callCervedPersonCGS: true,
  callCervedTraversal: true,
};

describe('selected checks', () => {
  it.each([
    [
      all,
      [
        'crif',
        'cribis',
        'personScore',
        'censusCell',
        'estimation',
        'negativeFlags',
        'negativeDetails',
        'traversal',
      ],
    ],
    [{ ...all, callCerved: false }, ['crif', 'cribis']],
    [
      { ...all, callCrifAndCribis: false, callCervedTraversal: false },
      ['personScore', 'censusCell', 'estimation', 'negativeFlags', 'negativeDetails'],
    ],
    [{ callCerved: true, callCervedPersonCGS: true }, ['personScore']],
    [{}, []],
  ])('%j → %j', (flags, expected) => {
    expect(selectedChecks(flags)).toEqual(expected);
  });
});

describe('credit-bureau labels', () => {
  it('translates codes and leaves other values', () => {
    expect(creditBureauValue('TpAtto', 'IPG')).toBe('Ipoteca giudiziale');
    expect(creditBureauValue('TpPrt', 'CAM')).toBe('Cambiale');
    expect(creditBureauValue('TpProc', 'LGI')).toBe('Liquidazione giudiziale');
    expect(creditBureauValue('Imp', 1250.5)).toBe('1.250,50 €');
    expect(creditBureauValue('DtLev', '2024-01-02')).toBe('02-01-2024');
    expect(creditBureauValue('TpAtto', null)).toBe('');
  });
  it('keeps only sections with items and fields with values', () => {
    const tree = creditBureauTree({
      PRTs: { PRT: [{ DtLev: '2024-01-02', Prv: null, TpPrt: 'ASS' }] },
      PERER: { PRC: [] },
      PE: null,
    });
    expect(tree).toEqual([
      {
        key: 'PRTs',
        label: 'Protesti',
        items: [
          [
            { label: 'Tipo protesto', value: 'Assegno bancario' },
            { label: 'Data levata', value: '02-01-2024' },
          ],
        ],
      },
    ]);
    expect(creditBureauTree(null)).toEqual([]);
  });
  it('has the same words in Italian and English, each translated', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
    expect(keys(CREDIT_BUREAU_WORDS.en)).toEqual(keys(CREDIT_BUREAU_WORDS.it));
    const tree = creditBureauTree({ PRTs: { PRT: [{ TpPrt: 'ASS', Uff: 'Notaio' }] } }, 'en');
    expect(tree[0]!.label).toBe('Protests');
    expect(tree[0]!.items[0]).toEqual([
      { label: 'Protest type', value: 'Bank cheque' },
      { label: 'Public officer', value: 'Notaio' },
    ]);
  });
});

describe('result schemas', () => {
  it('refuses a degradation score outside 1..100', () => {
    const ok = {
      degradationScore: 1,
      degradationScoreFlag5percentage: 'TOP',
      degradationScoreProvinceIndex: 1,
      averageIncome: 1,
      averageIncomeProvinceIndex: 1,
      protest: false,
      boardEvents: false,
      procedure: false,
    };
    expect(CrifResultSchema.safeParse(ok).success).toBe(true);
    expect(CrifResultSchema.safeParse({ ...ok, degradationScore: 101 }).success).toBe(false);
    expect(CrifResultSchema.safeParse({ ...ok, degradationScoreFlag5percentage: 'BAD' }).success).toBe(false);
  });
  it('finds the subject and each company with its first relation', () => {
    const t = TraversalSchema.parse({
      risultati: {
        dati: {
          nodi: [
            { idSoggetto: 1, tipoSoggetto: 'persona', id: 'n1', proprieta: { nome: 'Mario' } },
            { idSoggetto: 2, tipoSoggetto: 'societa', id: 'n2', proprieta: { denominazione: 'Alfa S.r.l.' } },
          ],
          relazioni: [
            {
              id: 'r1',
              tipo: 'PARTECIPAZIONE',
              nodoPartenza: 'n1',
              nodoFine: 'n2',
              proprieta: { tot_perc: 50 },
            },
            { id: 'r2', tipo: 'CARICA', nodoPartenza: 'n1', nodoFine: 'n2', proprieta: {} },
          ],
        },
        metadati: { numeroNodi: 2, numeroRelazioni: 2, dataEstrazione: '2025-01-01' },
      },
    });
    const v = traversalView(t);
    expect(v.subject?.proprieta.nome).toBe('Mario');
    expect(v.companies).toHaveLength(1);
    expect(v.companies[0]!.relation?.id).toBe('r1');
  });
});
