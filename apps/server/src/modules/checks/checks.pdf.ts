import {
  ANONYMISED_EMAIL,
  creditBureauTree,
  formatDateDash,
  formatDateTimeDash,
  formatDecimal,
  formatIncome,
  incomePerMonth,
  inLanguage,
  type ReportLanguage,
  relevanceLabel,
  traversalView,
  VISURA_EMAIL,
  worstCaseDisplay,
} from '@hrwe/domain';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../platform/files/pdf-bytes';
import { PDF_WORDS, type PdfWords } from './checks.pdf.words';
import type { CandidateReport } from './checks.service';

const A4_WIDTH = 595.28; // 210 mm
const M = 40;
const W = A4_WIDTH - 2 * M;
const LIGHT_COLOURS = { red: '#e03131', yellow: '#f59f00', green: '#2f9e44' } as const;
const INK = '#212529';
const MUTED = '#868e96';

type Doc = PDFKit.PDFDocument;

const A4_HEIGHT = 841.89; // 297 mm
/** Room kept at the foot of every page for its number. */
const FOOT = 28;

/** The tenant's brand on the PDF: its logo (PNG or JPEG bytes) when it has one, else its name in text. */
export type PdfBrand = { name: string; logo: Buffer | null };

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

/** A new page when the next `height` points would run into the foot: a block is never cut in two. */
function room(doc: Doc, height: number) {
  if (doc.y + height > A4_HEIGHT - M - FOOT) {
    doc.addPage();
    doc.x = M;
    doc.y = M;
  }
}

function heading(doc: Doc, text: string) {
  room(doc, 60);
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
  doc.font('Helvetica').fontSize(9);
  room(
    doc,
    Math.max(
      doc.heightOfString(label, { width: 190 }),
      doc.heightOfString(String(value), { width: W - 213 }),
    ) + 3,
  );
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

function doughnut(doc: Doc, w: PdfWords, score: number, cx: number, cy: number) {
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
    .text(w.outOf100, cx - 40, cy + 12, { width: 80, align: 'center' });
}

function verticalScale(doc: Doc, w: PdfWords, score: number, x: number, top: number, height: number) {
  const steps = 5;
  const colours = ['#e03131', '#f76707', '#f59f00', '#74b816', '#2f9e44'];
  for (let i = 0; i < steps; i++) {
    doc.rect(x, top + (i * height) / steps, 12, height / steps).fill(colours[i]!);
  }
  const labels: [number, string][] = [
    [100, w.scaleHigh],
    [80, '80'],
    [60, '60'],
    [40, '40'],
    [20, '20'],
    [1, w.scaleLow],
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
  room(doc, 40);
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

/** The candidate's e-mail as a reader reads it: a single visura's subject has none, an erased one is gone. */
const emailShown = (email: string, w: PdfWords) =>
  email === VISURA_EMAIL ? w.emailShown.visura : email === ANONYMISED_EMAIL ? w.emailShown.anonymised : email;

function render(doc: Doc, r: CandidateReport, brand: PdfBrand, now: Date, w: PdfWords, lang: ReportLanguage) {
  const c = r.candidate;
  const yesNo = (v: boolean | null | undefined) => (v === true ? w.yes : w.no);
  const decimal = (n: number) => formatDecimal(n, lang);
  logo(doc, brand);
  doc
    .fillColor(INK)
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(w.title(brand.name), M, M + 28);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED);
  doc.text(`${w.generated}: ${formatDateTimeDash(now)}`, M, M + 50);
  doc.text(`${w.reportNumber}: ${r.request.requestNumber}`);
  doc.text(`${w.visuraNumber}: ${c.uuid}`);
  if (r.request.role) doc.text(`${w.role}: ${r.request.role}`);
  const { purposeLabelIt: it, purposeLabelEn: en } = r.request;
  // A request made before purposes has none; both labels are stored together (as on the candidate's page).
  const purpose = it === null ? null : inLanguage({ it, en: en ?? it }, lang);
  if (purpose) doc.text(`${w.purpose}: ${purpose}`);
  doc.y += 6;

  if (r.score) {
    heading(doc, w.score(brand.name));
    room(doc, 125);
    const top = doc.y;
    doughnut(doc, w, r.score.value, M + 80, top + 60);
    verticalScale(doc, w, r.score.value, M + 200, top + 6, 108);
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(11);
    doc.text(`${w.risk}: ${w.bands[r.score.band]}`, M + 330, top + 40, { width: W - 330 });
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(w.scoreOf(r.score.value), M + 330, top + 58, { width: W - 330 });
    doc.x = M;
    doc.y = top + 125;
  }

  heading(doc, w.identification);
  row(doc, w.firstName, c.firstName);
  row(doc, w.lastName, c.lastName);
  row(doc, w.fiscalCode, c.codiceFiscale);
  row(doc, w.birthDate, c.dateOfBirth ? formatDateDash(c.dateOfBirth) : null);
  row(
    doc,
    w.address,
    [c.via, c.indirizzo, c.civico].filter(Boolean).join(' ') +
      (c.citta ? `, ${c.cap ?? ''} ${c.citta} (${c.provincia ?? ''})` : ''),
  );
  row(doc, w.email, emailShown(c.email, w));
  row(doc, w.status, w.statuses[c.shownStatus]);
  row(doc, w.sendDate, formatDateTimeDash(c.sendDate));

  heading(doc, w.sourcesTitle);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(INK)
    .text(w.sources(brand.name), M + 8, doc.y, { width: W - 16, align: 'justify' });
  doc.x = M;

  if (r.crifResult) {
    const x = r.crifResult;
    heading(doc, w.crifTitle);
    row(doc, w.degradation, x.degradationScore);
    row(doc, w.worst, worstCaseDisplay(x.degradationScoreFlag5percentage) === 'SI' ? w.yes : w.no);
    row(doc, w.degradationProvince, decimal(x.degradationScoreProvinceIndex));
    row(doc, w.averageIncome, formatIncome(x.averageIncome));
    row(doc, w.incomeProvince, decimal(x.averageIncomeProvinceIndex));
    row(doc, w.relevance, r.cribisResult ? relevanceLabel(r.cribisResult.relevanceNegativity, lang) : null);
    row(doc, w.protests, yesNo(x.protest));
    row(doc, w.prejudicial, yesNo(x.boardEvents));
    row(doc, w.procedures, yesNo(x.procedure));
    for (const section of creditBureauTree(x.creditBureau, lang)) {
      room(doc, 30);
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
    heading(doc, w.personScore);
    row(doc, w.scoreClass, ce.personScore.scoreClass);
  }
  if (ce?.censusCell) {
    heading(doc, w.censusCell);
    gauge(doc, ce.censusCell.degradationScore);
  }
  if (ce?.estimation) {
    heading(doc, w.incomeTitle);
    row(doc, w.incomePerMonth, formatIncome(incomePerMonth(ce.estimation.estimation.estimated_market_value)));
  }
  if (ce?.negativeFlags && r.summary.trafficLight) {
    heading(doc, w.negativeTitle);
    room(doc, 92);
    const top = doc.y;
    const f = ce.negativeFlags;
    row(doc, w.protests, yesNo(f.protests));
    row(doc, w.prejudicial, yesNo(f.prejudicialEvents));
    row(doc, w.corporateBankruptcies, yesNo(false));
    row(doc, w.crisis, yesNo(f.crisisEvents));
    row(doc, w.cigs, yesNo(f.cigs));
    row(doc, w.personalBankruptcies, yesNo(f.personalBankruptcies));
    trafficLight(doc, r.summary.trafficLight, M + W - 60, top);
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(INK)
      .text(w.light(r.summary.trafficLight), M + W - 160, top + 76, { width: 150, align: 'right' });
    doc.x = M;
    doc.y = Math.max(doc.y, top + 92);
  }
  if (ce?.traversal) {
    const t = traversalView(ce.traversal);
    heading(doc, w.traversalTitle);
    row(doc, w.nodes, t.metadata.numeroNodi);
    row(doc, w.relations, t.metadata.numeroRelazioni);
    row(doc, w.extraction, formatDateDash(t.metadata.dataEstrazione));
    for (const { company, relation } of t.companies) {
      const p = company.proprieta;
      room(doc, 50);
      doc.moveDown(0.3);
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .fillColor(INK)
        .text(p.denominazione ?? String(company.id), M + 8);
      row(doc, w.vat, company.piva);
      row(doc, w.address, p.indirizzo);
      row(doc, w.employees, p.dipendenti);
      row(doc, w.inProcedure, yesNo(p.flgInProcedure === 'S' || p.flgInProcedure === true));
      if (relation) {
        const pr = relation.proprieta;
        row(
          doc,
          w.relation,
          `${relation.tipo}${pr.tot_perc != null ? ` – ${decimal(pr.tot_perc)}%` : ''}${pr.legame_partecipazione ? ` (${pr.legame_partecipazione})` : ''}`,
        );
      }
    }
  }
  const failed = r.checks.filter((x) => x.status !== 'done');
  if (failed.length) {
    heading(doc, w.unfinished);
    for (const x of failed) {
      const state = w.checkStates[x.status] ?? w.checkStates.pending!;
      row(doc, w.checkNames[x.check], x.errorKey ? `${state}: ${w.checkErrors[x.errorKey]}` : state);
    }
  }
}

/** "Page n of m" at the foot of every page, once the last page is known. */
function pageNumbers(doc: Doc, w: PdfWords) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Writing inside the bottom margin would otherwise open a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(w.page(i - start + 1, count), M, A4_HEIGHT - M, { width: W, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

/** 'Report candidato' in the reader's language: A4 pages, each numbered "n of m". */
export function candidatePdf(
  report: CandidateReport,
  brand: PdfBrand,
  lang: ReportLanguage = 'it',
  now = new Date(),
): Promise<Buffer> {
  const w = PDF_WORDS[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    bufferPages: true,
    info: { Title: w.file, Author: brand.name },
  });
  const done = pdfBytes(doc);
  render(doc, report, brand, now, w, lang);
  pageNumbers(doc, w);
  doc.end();
  return done;
}

/** The file name of the PDF in the reader's language. */
export const candidatePdfName = (lang: ReportLanguage) => `${PDF_WORDS[lang].file}.pdf`;
