import { fiscalCodeCheckChar } from '@hrwe/domain';
import type { Prng } from './prng';

export const MALE_NAMES = [
  'Marco',
  'Luca',
  'Giuseppe',
  'Francesco',
  'Alessandro',
  'Andrea',
  'Matteo',
  'Lorenzo',
  'Davide',
  'Simone',
  'Federico',
  'Riccardo',
  'Stefano',
  'Antonio',
  'Paolo',
  'Giovanni',
  'Roberto',
  'Fabio',
  'Daniele',
  'Emanuele',
  'Salvatore',
  'Vincenzo',
  'Nicola',
  'Michele',
  'Pietro',
  'Tommaso',
  'Gabriele',
  'Alberto',
  'Massimo',
  'Claudio',
] as const;
export const FEMALE_NAMES = [
  'Giulia',
  'Francesca',
  'Chiara',
  'Sara',
  'Martina',
  'Valentina',
  'Alessia',
  'Federica',
  'Elisa',
  'Silvia',
  'Laura',
  'Anna',
  'Maria',
  'Elena',
  'Giorgia',
  'Roberta',
  'Paola',
  'Ilaria',
  'Camilla',
  'Beatrice',
  'Serena',
  'Alice',
  'Claudia',
  'Veronica',
  'Simona',
  'Monica',
  'Cristina',
  'Barbara',
  'Marta',
  'Aurora',
] as const;
export const SURNAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'De Santis',
  "D'Angelo",
  'Marchetti',
  'Parisi',
  'Villa',
  'Conte',
  'Ferraro',
  'Ferri',
  'Fabbri',
  'Bianco',
  'Marini',
  'Grasso',
  'Valentini',
] as const;

/** City, province, CAP and cadastral (Belfiore) code: the last enters the fiscal code. */
export const CITIES = [
  ['Roma', 'RM', '00184', 'H501'],
  ['Milano', 'MI', '20121', 'F205'],
  ['Napoli', 'NA', '80133', 'F839'],
  ['Torino', 'TO', '10121', 'L219'],
  ['Palermo', 'PA', '90133', 'G273'],
  ['Genova', 'GE', '16121', 'D969'],
  ['Bologna', 'BO', '40121', 'A944'],
  ['Firenze', 'FI', '50123', 'D612'],
  ['Bari', 'BA', '70121', 'A662'],
  ['Catania', 'CT', '95121', 'C351'],
  ['Venezia', 'VE', '30121', 'L736'],
  ['Verona', 'VR', '37121', 'L781'],
  ['Padova', 'PD', '35121', 'G224'],
  ['Brescia', 'BS', '25121', 'B157'],
  ['Parma', 'PR', '43121', 'G337'],
  ['Modena', 'MO', '41121', 'F257'],
] as const;
export const STREET_KINDS = ['Via', 'Viale', 'Piazza'] as const;
export const STREETS = [
  'Roma',
  'Garibaldi',
  'Mazzini',
  'Cavour',
  'Dante Alighieri',
  'Giuseppe Verdi',
  'Vittorio Emanuele II',
  'XX Settembre',
  'della Repubblica',
  'Matteotti',
  'Marconi',
  'Gramsci',
  'dei Mille',
  'San Francesco',
  'Europa',
  'della Libertà',
  'Manzoni',
  'Leopardi',
  'Carducci',
  'Pascoli',
] as const;
const SECTORS = [
  'Logistica',
  'Costruzioni',
  'Alimentari',
  'Informatica',
  'Meccanica',
  'Servizi',
  'Trasporti',
  'Tessile',
  'Consulting',
  'Energia',
] as const;
const PLACES = [
  'Lombarda',
  'Adriatica',
  'del Po',
  'Tirrenica',
  'Padana',
  'Romana',
  'Veneta',
  'Ligure',
  'Sabauda',
  'Etrusca',
] as const;
const FORMS = ['S.r.l.', 'S.p.A.', 'S.n.c.', 'S.a.s.'] as const;
export const JOBS = [
  'Magazziniere',
  'Impiegato amministrativo',
  'Autista',
  'Addetto vendite',
  'Contabile',
  'Sviluppatore software',
  'Operaio specializzato',
  'Receptionist',
  'Tecnico manutentore',
  'Responsabile logistica',
  'Cassiere',
  'Addetto pulizie',
  'Commesso',
  'Infermiere',
  'Educatore',
  'Cuoco',
  'Cameriere',
  'Elettricista',
  'Idraulico',
  'Consulente commerciale',
] as const;
export const MAIL_DOMAINS = [
  'gmail.com',
  'libero.it',
  'hotmail.it',
  'yahoo.it',
  'outlook.it',
  'tiscali.it',
  'virgilio.it',
  'alice.it',
] as const;

export const companyName = (r: Prng) => `${r.pick(SECTORS)} ${r.pick(PLACES)} ${r.pick(FORMS)}`;

/** A lower-case e-mail local part from a name, as people write them (accents and apostrophes dropped). */
export const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const CONSONANTS = /[^AEIOU]/g;
const VOWELS = /[AEIOU]/g;
const letters = (s: string) =>
  s
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
const MONTH_LETTERS = 'ABCDEHLMPRST';

function surnameCode(s: string) {
  const l = letters(s);
  return `${(l.match(CONSONANTS) ?? []).join('')}${(l.match(VOWELS) ?? []).join('')}XXX`.slice(0, 3);
}
function nameCode(s: string) {
  const l = letters(s);
  const c = (l.match(CONSONANTS) ?? []).join('');
  if (c.length >= 4) return c[0]! + c[2]! + c[3]!;
  return `${c}${(l.match(VOWELS) ?? []).join('')}XXX`.slice(0, 3);
}

/** The Italian codice fiscale of a person, with its real check character. */
export function fiscalCode(first: string, last: string, birth: Date, female: boolean, belfiore: string) {
  const yy = String(birth.getUTCFullYear() % 100).padStart(2, '0');
  const day = birth.getUTCDate() + (female ? 40 : 0);
  const first15 = `${surnameCode(last)}${nameCode(first)}${yy}${MONTH_LETTERS[birth.getUTCMonth()]}${String(day).padStart(2, '0')}${belfiore}`;
  return first15 + fiscalCodeCheckChar(first15);
}
