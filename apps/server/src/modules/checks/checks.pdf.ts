import {
  CHECK_ERROR_TEXT_IT,
  type CheckName,
  creditBureauTree,
  formatDateDash,
  formatDateTimeDash,
  formatIncome,
  incomePerMonth,
  RELEVANCE_LABELS,
  siNo,
  traversalView,
  worstCaseDisplay,
} from '@hrwe/domain';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../platform/files/pdf-bytes';
import type { CandidateReport } from './checks.service';

const A4_WIDTH = 595.28; // 210 mm
const M = 40;
const W = A4_WIDTH - 2 * M;
const LIGHT_COLOURS = { red: '#e03131', yellow: '#f59f00', green: '#2f9e44' } as const;
const INK = '#212529';
const MUTED = '#868e96';

export const sourcesText = (product: string) =>
  `Il punteggio ${product} va da` +
  " 1 (criticità minima) a 100 (criticità massima). È calcolato dall'indice di degrado " +
  "dell'area di residenza (scalato a 45 punti), dalla rilevanza degli eventi negativi (nessuna 0, bassa 15, media 25, " +
  'alta 45 punti) e da 10 punti aggiuntivi quando il reddito medio della provincia è inferiore alla media nazionale. ' +
  'I dati provengono da banche dati pubbliche e da fornitori di informazioni creditizie e commerciali (CRIF, CRIBIS, ' +
  'Cerved): indice di degrado della cella censuaria, stima del reddito della micro-zona, protesti, eventi ' +
  'pregiudizievoli, procedure concorsuali e partecipazioni societarie. Il report è riservato e va trattato secondo ' +
  'il consenso raccolto dal candidato.';

type Doc = PDFKit.PDFDocument;

const CHECK_NAMES_IT: Record<CheckName, string> = {
  crif: 'CRIF – esito creditizio',
  cribis: 'CRIBIS – rilevanza eventi negativi',
  personScore: 'Cerved – score della persona',
  censusCell: 'Cerved – degrado della cella censuaria',
  estimation: 'Cerved – stima avanzata del reddito',
  negativeFlags: 'Cerved – indicatori eventi negativi',
  negativeDetails: 'Cerved – dettaglio eventi negativi',
  traversal: 'Cerved – partecipazioni societarie',
};
const CHECK_STATUS_IT: Record<string, string> = {
  pending: 'In attesa',
  running: 'In corso',
  failed: 'Non riuscita',
};
/** The tenant's brand on the PDF: its logo (PNG or JPEG bytes) when it has one, else its name in text. */
export type PdfBrand = { name: string; logo: Buffer | null };
const it = (n: number) => n.toLocaleString('it-IT', { maximumFractionDigits: 2 });

function arc(cx: number, cy: number, r: number, from: number, to: number) {
  const p = (a: number) => [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  const [x1, y1] = p(from);
  const [x2, y2] = p(to);
  const large = to - from > Math.PI ? 1 : 0;
  return `M ${x1.toFixed(2)} ${y1.toFixed(2)} A ${r} ${r} 0 ${large} 1 ${x2.toFixed(2)} ${y2.toFixed(2)}`;
}

function scoreColour(v: number) {
  if (v <= 20) return '#2f9e44';
  if (v <= 40) return '#74b816';
  if (v <= 60) return '#f59f00';
  if (v <= 80) return '#f76707';
  return '#e03131';
}

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8);
  const y = doc.y;
  doc.rect(M, y, W, 20).fill('#f1f3f5');
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(text, M + 8, y + 5, { width: W - 16 });
  doc.x = M;
  doc.y = y + 26;
}

function row(doc: Doc, label: string, value: string | number | null | undefined) {
  if (value === null || value === undefined || value === '') return;
  const y = doc.y;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(label, M + 8, y, { width: 190 });
  const h1 = doc.y - y;
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(INK)
    .text(String(value), M + 205, y, { width: W - 213 });
  doc.x = M;
  doc.y = y + Math.max(h1, doc.y - y) + 3;
}

function doughnut(doc: Doc, score: number, cx: number, cy: number) {
  const r = 48;
  doc.lineWidth(16).strokeColor('#e9ecef').circle(cx, cy, r).stroke();
  const start = -Math.PI / 2;
  const frac = Math.min(0.9999, Math.max(0.01, score / 100));
  doc
    .lineWidth(16)
    .strokeColor(scoreColour(score))
    .lineCap('butt')
    .path(arc(cx, cy, r, start, start + frac * 2 * Math.PI))
    .stroke();
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(24)
    .text(String(score), cx - 40, cy - 14, { width: 80, align: 'center' });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('su 100', cx - 40, cy + 12, { width: 80, align: 'center' });
}

function verticalScale(doc: Doc, score: number, x: number, top: number, height: number) {
  const steps = 5;
  const colours = ['#e03131', '#f76707', '#f59f00', '#74b816', '#2f9e44'];
  for (let i = 0; i < steps; i++) {
    doc.rect(x, top + (i * height) / steps, 12, height / steps).fill(colours[i]!);
  }
  const labels: [number, string][] = [
    [100, '100 - Alto rischio'],
    [80, '80'],
    [60, '60'],
    [40, '40'],
    [20, '20'],
    [1, '1 - Basso rischio'],
  ];
  doc.font('Helvetica').fontSize(8).fillColor(INK);
  for (const [v, text] of labels) {
    const y = top + ((100 - v) / 99) * height;
    doc.text(text, x + 18, y - 4, { lineBreak: false });
  }
  const my = top + ((100 - score) / 99) * height;
  doc
    .fillColor(INK)
    .polygon([x - 2, my], [x - 10, my - 5], [x - 10, my + 5])
    .fill();
}

function gauge(doc: Doc, value: number) {
  const y = doc.y + 4;
  const x = M + 8;
  const w = W - 16;
  const colours = ['#2f9e44', '#74b816', '#f59f00', '#f76707', '#e03131'];
  colours.forEach((c, i) => {
    doc.rect(x + (i * w) / 5, y, w / 5, 10).fill(c);
  });
  const mx = x + ((Math.min(100, Math.max(1, value)) - 1) / 99) * w;
  doc
    .fillColor(INK)
    .polygon([mx, y + 12], [mx - 5, y + 20], [mx + 5, y + 20])
    .fill();
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  doc.text('1', x, y + 22, { lineBreak: false });
  doc.text('100', x + w - 14, y + 22, { lineBreak: false });
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .text(String(value), mx - 20, y + 22, { width: 40, align: 'center' });
  doc.x = M;
  doc.y = y + 36;
}

function trafficLight(doc: Doc, light: 'red' | 'yellow' | 'green', x: number, y: number) {
  doc.roundedRect(x, y, 26, 70, 6).fill('#343a40');
  (['red', 'yellow', 'green'] as const).forEach((c, i) => {
    doc.circle(x + 13, y + 12 + i * 23, 8).fill(c === light ? LIGHT_COLOURS[c] : '#495057');
  });
}

/** The logo at the top left (at most 180 × 24 pt, proportions kept), or the brand's name when there is none. */
function logo(doc: Doc, brand: PdfBrand) {
  if (brand.logo) {
    try {
      doc.image(brand.logo, M, M - 2, { fit: [180, 24], valign: 'center' });
      return;
    } catch {
      // an image pdfkit cannot read: fall back to the name
    }
  }
  doc.fillColor('#1c7ed6').font('Helvetica-Bold').fontSize(18).text(brand.name, M, M);
}

function render(doc: Doc, r: CandidateReport, brand: PdfBrand, now: Date) {
  const c = r.candidate;
  logo(doc, brand);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(`Report ${brand.name} – Visura Candidato`, M, M + 28);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(`Data di generazione: ${formatDateTimeDash(now)}`, M, M + 50);
  doc.text(`Numero report: ${r.request.requestNumber}`);
  doc.text(`Numero visura: ${c.uuid}`);
  doc.y += 6;

  if (r.score) {
    heading(doc, `Punteggio ${brand.name}`);
    const top = doc.y;
    doughnut(doc, r.score.value, M + 80, top + 60);
    verticalScale(doc, r.score.value, M + 200, top + 6, 108);
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(11);
    doc.text(`Rischio: ${r.score.bandLabel}`, M + 330, top + 40, { width: W - 330 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Punteggio ${r.score.value} su 100`, M + 330, top + 58, { width: W - 330 });
    doc.x = M;
    doc.y = top + 125;
  }

  heading(doc, 'Dati identificativi');
  row(doc, 'Nome', c.firstName);
  row(doc, 'Cognome', c.lastName);
  row(doc, 'Codice fiscale', c.codiceFiscale);
  row(doc, 'Data di nascita', c.dateOfBirth ? formatDateDash(c.dateOfBirth) : null);
  row(
    doc,
    'Indirizzo',
    [c.via, c.indirizzo, c.civico].filter(Boolean).join(' ') +
      (c.citta ? `, ${c.cap ?? ''} ${c.citta} (${c.provincia ?? ''})` : ''),
  );
  row(doc, 'Email', c.email);
  row(doc, 'Stato', c.statusLabel);
  row(doc, 'Data invio', formatDateTimeDash(c.sendDate));

  heading(doc, 'Fonti dei dati');
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(INK)
    .text(sourcesText(brand.name), M + 8, doc.y, { width: W - 16, align: 'justify' });
  doc.x = M;

  if (r.crifResult) {
    const x = r.crifResult;
    heading(doc, 'Esito CRIF e CRIBIS');
    row(doc, 'Indice di degrado', x.degradationScore);
    row(doc, 'Peggior 5%', worstCaseDisplay(x.degradationScoreFlag5percentage));
    row(doc, 'Indice provinciale di degrado', it(x.degradationScoreProvinceIndex));
    row(doc, 'Reddito medio', formatIncome(x.averageIncome));
    row(doc, 'Indice provinciale del reddito', it(x.averageIncomeProvinceIndex));
    row(
      doc,
      'Rilevanza eventi negativi',
      r.cribisResult ? RELEVANCE_LABELS[r.cribisResult.relevanceNegativity] : null,
    );
    row(doc, 'Protesti', siNo(x.protest));
    row(doc, 'Eventi pregiudizievoli', siNo(x.boardEvents));
    row(doc, 'Procedure', siNo(x.procedure));
    for (const section of creditBureauTree(x.creditBureau)) {
      doc.moveDown(0.3);
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor(INK)
        .text(section.label, M + 8);
      for (const item of section.items) {
        for (const f of item) row(doc, `  ${f.label}`, f.value);
        doc.y += 3;
      }
    }
  }

  const ce = r.cervedResult;
  if (ce?.personScore) {
    heading(doc, 'Classe di score della persona');
    row(doc, 'Classe (1-10)', ce.personScore.scoreClass);
  }
  if (ce?.censusCell) {
    heading(doc, 'Indice di degrado della cella censuaria');
    gauge(doc, ce.censusCell.degradationScore);
  }
  if (ce?.estimation) {
    heading(doc, 'Stima del reddito');
    row(
      doc,
      'Reddito stimato al mese',
      formatIncome(incomePerMonth(ce.estimation.estimation.estimated_market_value)),
    );
  }
  if (ce?.negativeFlags && r.summary.trafficLight) {
    heading(doc, 'Eventi negativi');
    const top = doc.y;
    const f = ce.negativeFlags;
    row(doc, 'Protesti', siNo(f.protests));
    row(doc, 'Eventi pregiudizievoli', siNo(f.prejudicialEvents));
    row(doc, 'Fallimenti societari', siNo(false));
    row(doc, 'Crisi d’impresa', siNo(f.crisisEvents));
    row(doc, 'Cassa integrazione (CIGS)', siNo(f.cigs));
    row(doc, 'Fallimenti personali', siNo(f.personalBankruptcies));
    const label = { red: 'Rosso', yellow: 'Giallo', green: 'Verde' }[r.summary.trafficLight];
    trafficLight(doc, r.summary.trafficLight, M + W - 60, top);
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text(`Semaforo: ${label}`, M + W - 160, top + 76, { width: 150, align: 'right' });
    doc.x = M;
    doc.y = Math.max(doc.y, top + 92);
  }
  if (ce?.traversal) {
    const t = traversalView(ce.traversal);
    heading(doc, 'Partecipazioni e cariche (traversal)');
    row(doc, 'Numero nodi', t.metadata.numeroNodi);
    row(doc, 'Numero relazioni', t.metadata.numeroRelazioni);
    row(doc, 'Data estrazione', formatDateDash(t.metadata.dataEstrazione));
    for (const { company, relation } of t.companies) {
      const p = company.proprieta;
      doc.moveDown(0.3);
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor(INK)
        .text(p.denominazione ?? String(company.id), M + 8);
      row(doc, 'Partita IVA', company.piva);
      row(doc, 'Indirizzo', p.indirizzo);
      row(doc, 'Dipendenti', p.dipendenti);
      row(doc, 'In procedura', p.flgInProcedure === 'S' || p.flgInProcedure === true ? 'Sì' : 'No');
      if (relation) {
        const pr = relation.proprieta;
        row(
          doc,
          'Relazione',
          `${relation.tipo}${pr.tot_perc != null ? ` – ${String(pr.tot_perc).replace('.', ',')}%` : ''}${pr.legame_partecipazione ? ` (${pr.legame_partecipazione})` : ''}`,
        );
      }
    }
  }
  const failed = r.checks.filter((x) => x.status !== 'done');
  if (failed.length) {
    heading(doc, 'Verifiche non concluse');
    for (const x of failed) {
      const state = CHECK_STATUS_IT[x.status] ?? 'In attesa';
      row(doc, CHECK_NAMES_IT[x.check], x.errorKey ? `${state}: ${CHECK_ERROR_TEXT_IT[x.errorKey]}` : state);
    }
  }
}

/**
 * 'Report candidato': one A4-wide page whose height grows with the content (measured on a first pass).
 */
export function candidatePdf(report: CandidateReport, brand: PdfBrand, now = new Date()): Promise<Buffer> {
  const measure = new PDFDocument({ size: [A4_WIDTH, 20_000], margin: M, autoFirstPage: true });
  render(measure, report, brand, now);
  const height = Math.max(841.89, Math.ceil(measure.y + M));
  measure.end();
  const doc = new PDFDocument({
    size: [A4_WIDTH, height],
    margin: M,
    info: { Title: 'Report candidato', Author: brand.name },
  });
  const done = pdfBytes(doc);
  render(doc, report, brand, now);
  doc.end();
  return done;
}
