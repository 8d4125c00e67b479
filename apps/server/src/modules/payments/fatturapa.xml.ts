import { monthLabel, VAT_RATE_PERCENT } from '@hrwe/domain';
import { create } from 'xmlbuilder2';

/** FatturaPA 1.2.2, private-sector format (FPR12): the namespace of the Agenzia delle Entrate's schema. */
export const FATTURAPA_NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

export type Address = {
  street: string;
  civic?: string;
  cap: string;
  city: string;
  province?: string;
  country: string;
};

export type Party = {
  name: string;
  /** Partita IVA without the country prefix. */
  vatNumber?: string;
  fiscalCode?: string;
  address: Address;
};

/** The tenant as the invoices' issuer (CedentePrestatore): its REA registration, contacts and IBAN optional. */
export type Issuer = Party & {
  vatNumber: string;
  regime: string;
  rea?: { office: string; number: string };
  email?: string;
  phone?: string;
  iban?: string;
};

export type FatturaPaInput = {
  issuer: Issuer;
  client: Party & { recipientCode: string; pec?: string };
  document: {
    type: 'TD01' | 'TD04';
    number: string;
    /** The SDI's sending number, [A-Za-z0-9]{1,10}. */
    sendingNumber: string;
    date: string;
    /** An invoice's due date (DatiPagamento); a credit note has none. */
    dueDate?: string;
    /** A credit note's reason (Causale) and the invoice it corrects (DatiFattureCollegate). */
    reason?: string;
    corrects?: { number: string; date: string };
    taxableCents: number;
    vatCents: number;
    totalCents: number;
    lines: { description: string; priceCents: number }[];
  };
};

/** Cents as the schema's decimal with two digits: 1250 -> '12.50', -5 -> '-0.05'. */
export function decimal(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A line's text: the request number and the month of the check it bills. */
export const lineDescription = (requestNumber: string, month: string) =>
  `Verifica pre-assuntiva, richiesta ${requestNumber} (${monthLabel(month)})`;

const RATE = `${VAT_RATE_PERCENT}.00`;

function anagrafica(p: Party) {
  return {
    ...(p.vatNumber ? { IdFiscaleIVA: { IdPaese: 'IT', IdCodice: p.vatNumber } } : {}),
    ...(p.fiscalCode ? { CodiceFiscale: p.fiscalCode } : {}),
    Anagrafica: { Denominazione: p.name },
  };
}

function sede(a: Address) {
  return {
    Indirizzo: a.street,
    ...(a.civic ? { NumeroCivico: a.civic } : {}),
    CAP: a.cap,
    Comune: a.city,
    ...(a.province ? { Provincia: a.province } : {}),
    Nazione: a.country,
  };
}

/**
 * The electronic invoice of one bill (or a credit note correcting one), FatturaPA 1.2.2 FPR12, ready to send to the
 * SDI or an intermediary: the issuer (CedentePrestatore), the client (CessionarioCommittente), one line per
 * consumption row, one VAT summary at 22 % whose tax is the bill's (rounded once), the total and the due date.
 * Elements are in the schema's order; the test validates the output against the official XSD.
 */
export function fatturaPaXml(input: FatturaPaInput): string {
  const { issuer, client, document: d } = input;
  const doc = {
    'p:FatturaElettronica': {
      '@versione': 'FPR12',
      '@xmlns:p': FATTURAPA_NAMESPACE,
      '@xmlns:ds': 'http://www.w3.org/2000/09/xmldsig#',
      FatturaElettronicaHeader: {
        DatiTrasmissione: {
          IdTrasmittente: { IdPaese: 'IT', IdCodice: issuer.vatNumber },
          ProgressivoInvio: d.sendingNumber,
          FormatoTrasmissione: 'FPR12',
          CodiceDestinatario: client.recipientCode,
          ...(client.pec ? { PECDestinatario: client.pec } : {}),
        },
        CedentePrestatore: {
          DatiAnagrafici: { ...anagrafica(issuer), RegimeFiscale: issuer.regime },
          Sede: sede(issuer.address),
          // StatoLiquidazione is required in the block: an issuing company is not in liquidation (LN).
          ...(issuer.rea
            ? {
                IscrizioneREA: {
                  Ufficio: issuer.rea.office,
                  NumeroREA: issuer.rea.number,
                  StatoLiquidazione: 'LN',
                },
              }
            : {}),
          ...(issuer.email || issuer.phone
            ? {
                Contatti: {
                  ...(issuer.phone ? { Telefono: issuer.phone } : {}),
                  ...(issuer.email ? { Email: issuer.email } : {}),
                },
              }
            : {}),
        },
        CessionarioCommittente: {
          DatiAnagrafici: anagrafica(client),
          Sede: sede(client.address),
        },
      },
      FatturaElettronicaBody: {
        DatiGenerali: {
          DatiGeneraliDocumento: {
            TipoDocumento: d.type,
            Divisa: 'EUR',
            Data: d.date,
            Numero: d.number,
            ImportoTotaleDocumento: decimal(d.totalCents),
            // Causale: up to 200 characters per element (String200LatinType).
            ...(d.reason ? { Causale: d.reason.slice(0, 200) } : {}),
          },
          ...(d.corrects
            ? { DatiFattureCollegate: { IdDocumento: d.corrects.number, Data: d.corrects.date } }
            : {}),
        },
        DatiBeniServizi: {
          DettaglioLinee: d.lines.map((l, i) => ({
            NumeroLinea: i + 1,
            Descrizione: l.description.slice(0, 1000),
            Quantita: '1.00',
            PrezzoUnitario: decimal(l.priceCents),
            PrezzoTotale: decimal(l.priceCents),
            AliquotaIVA: RATE,
          })),
          DatiRiepilogo: {
            AliquotaIVA: RATE,
            ImponibileImporto: decimal(d.taxableCents),
            Imposta: decimal(d.vatCents),
            EsigibilitaIVA: 'I',
          },
        },
        ...(d.dueDate
          ? {
              DatiPagamento: {
                CondizioniPagamento: 'TP02',
                DettaglioPagamento: {
                  ModalitaPagamento: 'MP05',
                  DataScadenzaPagamento: d.dueDate,
                  ImportoPagamento: decimal(d.totalCents),
                  ...(issuer.iban ? { IBAN: issuer.iban } : {}),
                },
              },
            }
          : {}),
      },
    },
  };
  return create({ version: '1.0', encoding: 'UTF-8' }, doc).end({ prettyPrint: true });
}
