import type {
  CandidateShownStatus,
  CheckErrorKey,
  CheckName,
  ReportLanguage,
  ScoreBand,
  TrafficLight,
} from '@hrwe/domain';

/** Every word of the 'Report candidato' PDF, in the language the reader asked for (the interface's). */
export type PdfWords = {
  title: (brand: string) => string;
  file: string;
  generated: string;
  reportNumber: string;
  visuraNumber: string;
  role: string;
  purpose: string;
  page: (n: number, of: number) => string;
  score: (brand: string) => string;
  outOf100: string;
  scaleHigh: string;
  scaleLow: string;
  risk: string;
  scoreOf: (v: number) => string;
  bands: Record<ScoreBand, string>;
  identification: string;
  firstName: string;
  lastName: string;
  fiscalCode: string;
  birthDate: string;
  address: string;
  email: string;
  /** What an e-mail the candidate never had or that was erased reads as. */
  emailShown: { visura: string; anonymised: string };
  status: string;
  statuses: Record<CandidateShownStatus, string>;
  sendDate: string;
  sourcesTitle: string;
  sources: (brand: string) => string;
  crifTitle: string;
  degradation: string;
  worst: string;
  degradationProvince: string;
  averageIncome: string;
  incomeProvince: string;
  relevance: string;
  protests: string;
  prejudicial: string;
  procedures: string;
  yes: string;
  no: string;
  personScore: string;
  scoreClass: string;
  censusCell: string;
  incomeTitle: string;
  incomePerMonth: string;
  negativeTitle: string;
  corporateBankruptcies: string;
  crisis: string;
  cigs: string;
  personalBankruptcies: string;
  light: (l: TrafficLight) => string;
  traversalTitle: string;
  nodes: string;
  relations: string;
  extraction: string;
  vat: string;
  employees: string;
  inProcedure: string;
  relation: string;
  unfinished: string;
  checkNames: Record<CheckName, string>;
  checkStates: Record<string, string>;
  checkErrors: Record<CheckErrorKey, string>;
};

const IT: PdfWords = {
  title: (brand) => `Report ${brand} – Visura Candidato`,
  file: 'Report candidato',
  generated: 'Data di generazione',
  reportNumber: 'Numero report',
  visuraNumber: 'Numero visura',
  role: 'Ruolo',
  purpose: 'Finalità',
  page: (n, of) => `Pagina ${n} di ${of}`,
  score: (brand) => `Punteggio ${brand}`,
  outOf100: 'su 100',
  scaleHigh: '100 - Alto rischio',
  scaleLow: '1 - Basso rischio',
  risk: 'Rischio',
  scoreOf: (v) => `Punteggio ${v} su 100`,
  bands: {
    'very-low': 'Molto basso',
    low: 'Basso',
    medium: 'Medio',
    high: 'Alto',
    'very-high': 'Molto alto',
  },
  identification: 'Dati identificativi',
  firstName: 'Nome',
  lastName: 'Cognome',
  fiscalCode: 'Codice fiscale',
  birthDate: 'Data di nascita',
  address: 'Indirizzo',
  email: 'E-mail',
  emailShown: { visura: 'Non applicabile (visura singola)', anonymised: 'Cancellata' },
  status: 'Stato',
  statuses: {
    NOT_COMPLETE: 'Non completato',
    COMPLETE: 'Completato',
    REFUSED: 'Consenso negato',
    WITHDRAWN: 'Consenso revocato',
    ERASED: 'Dati cancellati',
  },
  sendDate: 'Data invio',
  sourcesTitle: 'Fonti dei dati',
  sources: (product) =>
    `Il punteggio ${product} va da` +
    " 1 (criticità minima) a 100 (criticità massima). È calcolato dall'indice di degrado " +
    "dell'area di residenza (scalato a 45 punti), dalla rilevanza degli eventi negativi (nessuna 0, bassa 15, media 25, " +
    'alta 45 punti) e da 10 punti aggiuntivi quando il reddito medio della provincia è inferiore alla media nazionale. ' +
    'I dati provengono da banche dati pubbliche e da fornitori di informazioni creditizie e commerciali (CRIF, CRIBIS, ' +
    'Cerved): indice di degrado della cella censuaria, stima del reddito della micro-zona, protesti, eventi ' +
    'pregiudizievoli, procedure concorsuali e partecipazioni societarie. Il report è riservato e va trattato secondo ' +
    'il consenso raccolto dal candidato.',
  crifTitle: 'Esito CRIF e CRIBIS',
  degradation: 'Indice di degrado',
  worst: 'Peggior 5%',
  degradationProvince: 'Indice provinciale di degrado',
  averageIncome: 'Reddito medio',
  incomeProvince: 'Indice provinciale del reddito',
  relevance: 'Rilevanza eventi negativi',
  protests: 'Protesti',
  prejudicial: 'Eventi pregiudizievoli',
  procedures: 'Procedure',
  yes: 'Sì',
  no: 'No',
  personScore: 'Classe di score della persona',
  scoreClass: 'Classe (1-10)',
  censusCell: 'Indice di degrado della cella censuaria',
  incomeTitle: 'Stima del reddito',
  incomePerMonth: 'Reddito stimato al mese',
  negativeTitle: 'Eventi negativi',
  corporateBankruptcies: 'Fallimenti societari',
  crisis: 'Crisi d’impresa',
  cigs: 'Cassa integrazione (CIGS)',
  personalBankruptcies: 'Fallimenti personali',
  light: (l) => `Semaforo: ${{ red: 'Rosso', yellow: 'Giallo', green: 'Verde' }[l]}`,
  traversalTitle: 'Partecipazioni e cariche (traversal)',
  nodes: 'Numero nodi',
  relations: 'Numero relazioni',
  extraction: 'Data estrazione',
  vat: 'Partita IVA',
  employees: 'Dipendenti',
  inProcedure: 'In procedura',
  relation: 'Relazione',
  unfinished: 'Verifiche non concluse',
  checkNames: {
    crif: 'CRIF – esito creditizio',
    cribis: 'CRIBIS – rilevanza eventi negativi',
    personScore: 'Cerved – score della persona',
    censusCell: 'Cerved – degrado della cella censuaria',
    estimation: 'Cerved – stima avanzata del reddito',
    negativeFlags: 'Cerved – indicatori eventi negativi',
    negativeDetails: 'Cerved – dettaglio eventi negativi',
    traversal: 'Cerved – partecipazioni societarie',
  },
  checkStates: { pending: 'In attesa', running: 'In corso', failed: 'Non riuscita' },
  checkErrors: {
    UNAVAILABLE: 'il fornitore non era disponibile',
    TIMEOUT: 'il fornitore non ha risposto in tempo',
    UNREACHABLE: 'il fornitore non era raggiungibile',
    REFUSED: 'il fornitore ha rifiutato la richiesta',
    MALFORMED: 'la risposta del fornitore non era leggibile',
    SETTINGS_UNREADABLE: 'le impostazioni del fornitore di questo cliente non sono leggibili',
    UNKNOWN: 'errore imprevisto',
  },
};

const EN: PdfWords = {
  title: (brand) => `${brand} report – Candidate check`,
  file: 'Candidate report',
  generated: 'Generated on',
  reportNumber: 'Report number',
  visuraNumber: 'Check number',
  role: 'Role',
  purpose: 'Purpose',
  page: (n, of) => `Page ${n} of ${of}`,
  score: (brand) => `${brand} score`,
  outOf100: 'out of 100',
  scaleHigh: '100 - High risk',
  scaleLow: '1 - Low risk',
  risk: 'Risk',
  scoreOf: (v) => `Score ${v} out of 100`,
  bands: { 'very-low': 'Very low', low: 'Low', medium: 'Medium', high: 'High', 'very-high': 'Very high' },
  identification: 'Identification',
  firstName: 'First name',
  lastName: 'Last name',
  fiscalCode: 'Tax code',
  birthDate: 'Date of birth',
  address: 'Address',
  email: 'E-mail',
  emailShown: { visura: 'Not applicable (single check)', anonymised: 'Erased' },
  status: 'Status',
  statuses: {
    NOT_COMPLETE: 'Not complete',
    COMPLETE: 'Complete',
    REFUSED: 'Consent refused',
    WITHDRAWN: 'Consent withdrawn',
    ERASED: 'Data erased',
  },
  sendDate: 'Date sent',
  sourcesTitle: 'Data sources',
  sources: (product) =>
    `The ${product} score runs from 1 (least critical) to 100 (most critical). It is computed from the degradation ` +
    'index of the area of residence (scaled to 45 points), the relevance of negative events (none 0, low 15, ' +
    "medium 25, high 45 points) and 10 more points when the province's average income is below the national " +
    'average. The data come from public databases and from credit and business information providers (CRIF, ' +
    'CRIBIS, Cerved): census-cell degradation index, micro-area income estimate, protests, prejudicial events, ' +
    'insolvency proceedings and company holdings. The report is confidential and must be handled according to the ' +
    "candidate's consent.",
  crifTitle: 'CRIF and CRIBIS result',
  degradation: 'Degradation index',
  worst: 'Worst 5%',
  degradationProvince: 'Provincial degradation index',
  averageIncome: 'Average income',
  incomeProvince: 'Provincial income index',
  relevance: 'Negative-event relevance',
  protests: 'Protests',
  prejudicial: 'Prejudicial events',
  procedures: 'Insolvency proceedings',
  yes: 'Yes',
  no: 'No',
  personScore: 'Person score class',
  scoreClass: 'Class (1-10)',
  censusCell: 'Census-cell degradation index',
  incomeTitle: 'Income estimate',
  incomePerMonth: 'Estimated income per month',
  negativeTitle: 'Negative events',
  corporateBankruptcies: 'Corporate bankruptcies',
  crisis: 'Corporate crisis',
  cigs: 'Redundancy fund (CIGS)',
  personalBankruptcies: 'Personal bankruptcies',
  light: (l) => `Light: ${{ red: 'Red', yellow: 'Yellow', green: 'Green' }[l]}`,
  traversalTitle: 'Holdings and roles (traversal)',
  nodes: 'Nodes',
  relations: 'Relations',
  extraction: 'Extraction date',
  vat: 'VAT number',
  employees: 'Employees',
  inProcedure: 'In proceedings',
  relation: 'Relation',
  unfinished: 'Checks not finished',
  checkNames: {
    crif: 'CRIF – credit result',
    cribis: 'CRIBIS – negative-event relevance',
    personScore: 'Cerved – person score',
    censusCell: 'Cerved – census-cell degradation',
    estimation: 'Cerved – advanced income estimate',
    negativeFlags: 'Cerved – negative-event flags',
    negativeDetails: 'Cerved – negative-event details',
    traversal: 'Cerved – company holdings',
  },
  checkStates: { pending: 'Waiting', running: 'Running', failed: 'Failed' },
  checkErrors: {
    UNAVAILABLE: 'the provider was not available',
    TIMEOUT: 'the provider did not answer in time',
    UNREACHABLE: 'the provider could not be reached',
    REFUSED: 'the provider refused the request',
    MALFORMED: "the provider's answer could not be read",
    SETTINGS_UNREADABLE: "this client's provider settings could not be read",
    UNKNOWN: 'unexpected error',
  },
};

export const PDF_WORDS: Record<ReportLanguage, PdfWords> = { it: IT, en: EN };
