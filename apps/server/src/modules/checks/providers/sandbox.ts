import type { CheckName, ProviderId } from '@hrwe/domain';
import { type Provider, ProviderError, type Subject } from './provider';
import {
  address,
  BANKS,
  companyName,
  dateBetween,
  profileOf,
  rng,
  type SandboxProfile,
  vatNumber,
} from './sandbox-data';

/** Answers at once with deterministic, realistic results derived from the fiscal code. */
export function sandboxProvider(id: ProviderId): Provider {
  return {
    id,
    mode: 'sandbox',
    async run(check, subject, ctx) {
      const profile = profileOf(subject.fiscalCode);
      if (profile.failing?.checks.includes(check) && ctx.attempt <= profile.failing.attempts) {
        throw new ProviderError(`SANDBOX_UNAVAILABLE: ${check} attempt ${ctx.attempt}`, true);
      }
      return sandboxAnswer(check, subject, profile);
    },
  };
}

/** CRIF's figures for a profile, without its credit bureau (what the report's summary reads; the bench seed too). */
export const crifFigures = (p: SandboxProfile) => ({
  degradationScore: p.degradationScore,
  degradationScoreFlag5percentage: p.worst,
  degradationScoreProvinceIndex: Math.round((p.degradationScore / 50) * 100) / 100,
  averageIncome: Math.round(p.estimatedValue * 0.19 * 100) / 100,
  averageIncomeProvinceIndex: p.provinceIndex,
  protest: p.flags.protests,
  boardEvents: p.flags.prejudicialEvents,
  procedure: p.flags.personalBankruptcies || p.flags.crisisEvents,
});

export function sandboxAnswer(check: CheckName, s: Subject, p: SandboxProfile): unknown {
  const r = rng(`${check}:${s.fiscalCode}`);
  const cf = s.fiscalCode;
  switch (check) {
    case 'crif':
      return { ...crifFigures(p), creditBureau: creditBureau(r, p) };
    case 'cribis':
      return { relevanceNegativity: p.relevance };
    case 'personScore':
      return { scoreClass: p.scoreClass };
    case 'censusCell':
      return {
        degradationScore: p.degradationScore,
        censusCell: `${String(r.int(10, 99))}${String(r.int(100000, 999999))}`,
      };
    case 'estimation':
      return { estimation: { estimated_market_value: p.estimatedValue } };
    case 'negativeFlags':
      return { subjectId: subjectId(cf), taxCode: cf, ...p.flags };
    case 'negativeDetails':
      return negativeDetails(r, cf, p);
    case 'traversal':
      return traversal(r, s, p);
  }
}

const subjectId = (cf: string) => rng(`subject:${cf}`).int(10_000_000, 99_999_999);

function creditBureau(r: ReturnType<typeof rng>, p: SandboxProfile) {
  const tree: Record<string, unknown> = {};
  if (p.flags.protests) {
    tree.PRTs = {
      PRT: Array.from({ length: r.int(1, 3) }, () => {
        const a = address(r);
        return {
          TpPrt: r.pick(['CAM', 'ASS', 'TRA']),
          CauPrt: r.pick(['MP', 'AP']),
          DtLev: dateBetween(r, 2019, 2024),
          Imp: r.int(300, 9_000) + r.int(0, 99) / 100,
          Prv: a.province,
          Uff: `Ufficiale giudiziario di ${a.city}`,
        };
      }),
    };
  }
  if (p.flags.personalBankruptcies || p.flags.crisisEvents) {
    tree.PERER = {
      PRC: [
        {
          TpProc: p.flags.personalBankruptcies ? 'SOV' : 'CPR',
          DtApe: dateBetween(r, 2020, 2024),
          Trib: `Tribunale di ${address(r).city}`,
          StProc: 'APE',
        },
      ],
    };
  }
  if (p.flags.prejudicialEvents) {
    tree.PE = {
      PEv: Array.from({ length: r.int(1, 2) }, () => ({
        TpAtto: r.pick(['IPG', 'PIG', 'DIG', 'IPE']),
        DtAtto: dateBetween(r, 2018, 2024),
        Imp: r.int(5, 120) * 1000,
        Cred: r.pick(BANKS),
        Prv: address(r).province,
      })),
    };
  }
  if (p.companies > 0) {
    tree.LPs = {
      LP: Array.from({ length: Math.min(3, p.companies) }, () => ({
        Den: companyName(r),
        CF: vatNumber(r),
        Car: r.pick(['AMM', 'AU', 'SOC', 'LR']),
        StImp: p.outlook === 'red' ? r.pick(['ATT', 'INL']) : 'ATT',
      })),
    };
  }
  return tree;
}

function negativeDetails(r: ReturnType<typeof rng>, cf: string, p: SandboxProfile) {
  const n = (on: boolean, make: () => Record<string, unknown>) =>
    on ? Array.from({ length: r.int(1, 2) }, make) : [];
  return {
    subject_id: subjectId(cf),
    tax_code: cf,
    protests: n(p.flags.protests, () => ({
      type: 'Cambiale',
      date: dateBetween(r, 2019, 2024),
      amount: r.int(300, 9_000),
    })),
    prejudicial_events: n(p.flags.prejudicialEvents, () => ({
      type: 'Ipoteca giudiziale',
      date: dateBetween(r, 2018, 2024),
      amount: r.int(5, 120) * 1000,
      creditor: r.pick(BANKS),
    })),
    crisis_events: n(p.flags.crisisEvents, () => ({
      type: 'Concordato preventivo',
      company: companyName(r),
      date: dateBetween(r, 2020, 2024),
    })),
    cigs_decrees: n(p.flags.cigs, () => ({
      company: companyName(r),
      decree_date: dateBetween(r, 2020, 2024),
      weeks: r.int(4, 52),
    })),
    personal_bankruptcies: n(p.flags.personalBankruptcies, () => ({
      type: 'Liquidazione controllata',
      court: `Tribunale di ${address(r).city}`,
      date: dateBetween(r, 2021, 2024),
    })),
  };
}

function traversal(r: ReturnType<typeof rng>, s: Subject, p: SandboxProfile) {
  const personId = `P${subjectId(s.fiscalCode)}`;
  const sex = Number(s.fiscalCode.slice(9, 11).replace(/\D/g, '0')) > 40 ? 'F' : 'M';
  const nodi: unknown[] = [
    {
      idSoggetto: subjectId(s.fiscalCode),
      tipoSoggetto: 'persona',
      cdFiscale: s.fiscalCode,
      piva: null,
      id: personId,
      proprieta: {
        sesso: sex,
        dtNascita: s.dateOfBirth,
        indirizzo:
          [s.via, s.indirizzo, s.civico].filter(Boolean).join(' ') +
          (s.citta ? `, ${s.cap ?? ''} ${s.citta} (${s.provincia ?? ''})` : ''),
        cognome: s.lastName?.toUpperCase() ?? null,
        nome: s.firstName?.toUpperCase() ?? null,
      },
    },
  ];
  const relazioni: unknown[] = [];
  for (let i = 0; i < p.companies; i++) {
    const id = `S${r.int(1_000_000, 9_999_999)}`;
    const vat = vatNumber(r);
    const inProcedure = p.outlook === 'red' && i === 0;
    nodi.push({
      idSoggetto: r.int(10_000_000, 99_999_999),
      tipoSoggetto: 'societa',
      cdFiscale: vat,
      piva: vat,
      id,
      proprieta: {
        flgCessata: inProcedure ? 'S' : 'N',
        flgFiduciaria: 'N',
        flgOperativa: inProcedure ? 'N' : 'S',
        dtIscrizioneRea: dateBetween(r, 1995, 2020),
        flgCapogruppo: i === 0 && p.companies > 3 ? 'S' : 'N',
        dimensione: r.pick(['Micro', 'Piccola', 'Media']),
        flgStartup: r.chance(0.15) ? 'S' : 'N',
        indirizzo: address(r).text,
        denominazione: companyName(r),
        dipendenti: r.int(1, 180),
        flgInProcedure: inProcedure ? 'S' : 'N',
        dtInizioAttivita: dateBetween(r, 1995, 2021),
        iscrizione: 'Registro Imprese',
      },
    });
    const perc = r.pick([100, 51, 50, 33.33, 25, 10, 5]);
    relazioni.push({
      id: `R${r.int(100_000, 999_999)}`,
      tipo: r.pick(['PARTECIPAZIONE', 'CARICA']),
      nodoPartenza: personId,
      nodoFine: id,
      proprieta: {
        tot_valore_eu: Math.round(r.int(10, 500) * 100 * (perc / 100)),
        tot_perc: perc,
        legame_partecipazione: perc > 50 ? 'Controllo' : 'Partecipazione',
        dt_inizio: dateBetween(r, 2000, 2022),
        dt_modifica: dateBetween(r, 2022, 2024),
      },
    });
  }
  return {
    risultati: {
      dati: { nodi, relazioni },
      metadati: {
        numeroNodi: nodi.length,
        numeroRelazioni: relazioni.length,
        dataEstrazione: new Date().toISOString().slice(0, 10),
      },
    },
  };
}
