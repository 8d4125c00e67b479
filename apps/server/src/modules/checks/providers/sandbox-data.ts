import { createHash } from 'node:crypto';
import { vatCheckDigit } from '@hrwe/domain';

export type Outlook = 'green' | 'yellow' | 'red';

/** A test subject of the sandbox: what its answers contain (see the README, "Test fiscal codes"). */
export type SandboxProfile = {
  name: string;
  outlook: Outlook;
  degradationScore: number;
  worst: 'OTHER' | 'TOP' | 'WORST';
  provinceIndex: number;
  relevance: 'none' | 'low' | 'medium' | 'high';
  flags: {
    protests: boolean;
    prejudicialEvents: boolean;
    crisisEvents: boolean;
    cigs: boolean;
    personalBankruptcies: boolean;
  };
  estimatedValue: number;
  scoreClass: number;
  companies: number;
  /** The checks that fail, and for how many attempts (Infinity: always). */
  failing?: { checks: string[]; attempts: number };
};

const none = {
  protests: false,
  prejudicialEvents: false,
  crisisEvents: false,
  cigs: false,
  personalBankruptcies: false,
};

/** The documented test fiscal codes (valid check characters). */
export const TEST_FISCAL_CODES: Record<string, SandboxProfile> = {
  RSSMRA80A01H501U: {
    name: 'Mario Rossi – clean, green',
    outlook: 'green',
    degradationScore: 12,
    worst: 'OTHER',
    provinceIndex: 1.18,
    relevance: 'none',
    flags: none,
    estimatedValue: 168_000,
    scoreClass: 2,
    companies: 1,
  },
  VRDLGU75M12F205T: {
    name: 'Luigi Verdi – protests and CIGS, yellow',
    outlook: 'yellow',
    degradationScore: 46,
    worst: 'TOP',
    provinceIndex: 1.04,
    relevance: 'low',
    flags: { ...none, protests: true, cigs: true },
    estimatedValue: 118_500,
    scoreClass: 5,
    companies: 2,
  },
  BNCGPP70C41L219C: {
    name: 'Giuseppina Bianchi – bankruptcy, prejudicial and crisis events, red',
    outlook: 'red',
    degradationScore: 88,
    worst: 'WORST',
    provinceIndex: 0.82,
    relevance: 'high',
    flags: {
      protests: true,
      prejudicialEvents: true,
      crisisEvents: true,
      cigs: false,
      personalBankruptcies: true,
    },
    estimatedValue: 64_800,
    scoreClass: 9,
    companies: 2,
  },
  FRRNDR68D15A944X: {
    name: 'Andrea Ferrari – six related companies, green',
    outlook: 'green',
    degradationScore: 27,
    worst: 'OTHER',
    provinceIndex: 1.22,
    relevance: 'none',
    flags: none,
    estimatedValue: 254_000,
    scoreClass: 3,
    companies: 6,
  },
  CLMFNC85T22G273B: {
    name: 'Francesco Colombo – CRIF and Cerved flags fail twice, then answer (retries)',
    outlook: 'green',
    degradationScore: 35,
    worst: 'OTHER',
    provinceIndex: 0.95,
    relevance: 'none',
    flags: none,
    estimatedValue: 97_200,
    scoreClass: 4,
    companies: 1,
    failing: { checks: ['crif', 'negativeFlags'], attempts: 2 },
  },
  RMNLCU79H10D612P: {
    name: 'Luca Romano – CRIF and Cerved flags fail every automatic attempt, answer on an administrator re-run',
    outlook: 'green',
    degradationScore: 22,
    worst: 'OTHER',
    provinceIndex: 1.1,
    relevance: 'none',
    flags: none,
    estimatedValue: 132_000,
    scoreClass: 3,
    companies: 1,
    failing: { checks: ['crif', 'negativeFlags'], attempts: 4 },
  },
  ESPSRA90E50F839K: {
    name: 'Sara Esposito – CRIF and Cerved flags always fail',
    outlook: 'green',
    degradationScore: 40,
    worst: 'OTHER',
    provinceIndex: 1,
    relevance: 'none',
    flags: none,
    estimatedValue: 88_000,
    scoreClass: 4,
    companies: 0,
    failing: { checks: ['crif', 'negativeFlags'], attempts: Number.POSITIVE_INFINITY },
  },
};

/** A small deterministic generator seeded from text (sha256 → mulberry32). */
export function rng(seed: string) {
  let a = createHash('sha256').update(seed).digest().readUInt32LE(0);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof rng>;

/** Any other fiscal code: a profile drawn from its hash (about 70 % green, 20 % yellow, 10 % red). */
export function profileOf(fiscalCode: string): SandboxProfile {
  const known = TEST_FISCAL_CODES[fiscalCode];
  if (known) return known;
  const r = rng(`profile:${fiscalCode}`);
  const roll = r.next();
  const outlook: Outlook = roll < 0.1 ? 'red' : roll < 0.3 ? 'yellow' : 'green';
  const degradationScore =
    outlook === 'red' ? r.int(65, 100) : outlook === 'yellow' ? r.int(35, 70) : r.int(1, 45);
  const flags =
    outlook === 'red'
      ? {
          ...none,
          prejudicialEvents: r.chance(0.7),
          crisisEvents: r.chance(0.4),
          personalBankruptcies: r.chance(0.3),
          protests: r.chance(0.5),
        }
      : outlook === 'yellow'
        ? { ...none, protests: r.chance(0.6), cigs: true }
        : none;
  if (outlook === 'red' && !flags.prejudicialEvents && !flags.crisisEvents && !flags.personalBankruptcies) {
    flags.prejudicialEvents = true;
  }
  if (outlook === 'yellow' && !flags.protests && !flags.cigs) flags.protests = true;
  return {
    name: 'generated',
    outlook,
    degradationScore,
    worst: degradationScore > 90 ? 'WORST' : degradationScore > 75 ? 'TOP' : 'OTHER',
    provinceIndex: Math.round((0.75 + r.next() * 0.55) * 100) / 100,
    relevance:
      outlook === 'red' ? r.pick(['medium', 'high'] as const) : outlook === 'yellow' ? 'low' : 'none',
    flags,
    estimatedValue: r.int(55, 260) * 1000,
    scoreClass: Math.min(10, Math.max(1, Math.round(degradationScore / 10))),
    companies: r.int(0, 3),
  };
}

const SECTORS = [
  'Edilizia',
  'Costruzioni',
  'Trasporti',
  'Logistica',
  'Alimentari',
  'Tessile',
  'Informatica',
  'Meccanica',
  'Agricola',
  'Immobiliare',
  'Ristorazione',
  'Impianti',
];
const PLACES = [
  'Lombarda',
  'Adriatica',
  'del Po',
  'Tirrenica',
  'Padana',
  'Romana',
  'Etrusca',
  'Sabauda',
  'Veneta',
  'Sicula',
  'Ligure',
  'Appenninica',
];
const FORMS = ['S.r.l.', 'S.p.A.', 'S.n.c.', 'S.a.s.', 'S.r.l.s.'];
const STREETS = [
  'Via Roma',
  'Via Garibaldi',
  'Corso Italia',
  'Viale Europa',
  'Via Mazzini',
  'Piazza Cavour',
  'Via Dante Alighieri',
  'Via Verdi',
];
const CITIES: [string, string, string][] = [
  ['Milano', 'MI', '20121'],
  ['Torino', 'TO', '10121'],
  ['Roma', 'RM', '00184'],
  ['Bologna', 'BO', '40121'],
  ['Napoli', 'NA', '80133'],
  ['Firenze', 'FI', '50123'],
  ['Verona', 'VR', '37121'],
  ['Bari', 'BA', '70121'],
];
export const BANKS = [
  'Banca Popolare di Sondrio',
  'Intesa Sanpaolo S.p.A.',
  'UniCredit S.p.A.',
  'BPER Banca S.p.A.',
  'Banco BPM S.p.A.',
  'Agenzia delle Entrate-Riscossione',
];

export function companyName(r: Rng) {
  return `${r.pick(SECTORS)} ${r.pick(PLACES)} ${r.pick(FORMS)}`;
}
export function vatNumber(r: Rng) {
  let first10 = '';
  for (let i = 0; i < 7; i++) first10 += String(r.int(0, 9));
  first10 += String(r.int(1, 100)).padStart(3, '0');
  return `${first10}${vatCheckDigit(first10)}`;
}
export function address(r: Rng) {
  const [city, prov, cap] = r.pick(CITIES);
  return { text: `${r.pick(STREETS)} ${r.int(1, 180)}, ${cap} ${city} (${prov})`, province: prov, city };
}
/** A date (yyyy-MM-dd) between two years. */
export function dateBetween(r: Rng, fromYear: number, toYear: number) {
  const y = r.int(fromYear, toYear);
  return `${y}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`;
}
