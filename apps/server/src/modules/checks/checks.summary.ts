import {
  type CensusCell,
  CHECK_RESULT_SCHEMAS,
  type CheckName,
  type CribisResult,
  type CrifResult,
  type Estimation,
  hrweScore,
  incomePerMonth,
  type NegativeDetails,
  type NegativeFlags,
  type NegativeFlagsResult,
  type PersonScore,
  type Relevance,
  scoreBand,
  type Traversal,
  trafficLight,
} from '@hrwe/domain';

/** The parsed answers of a candidate's done checks. */
export type CheckResults = {
  crif?: CrifResult;
  cribis?: CribisResult;
  personScore?: PersonScore;
  censusCell?: CensusCell;
  estimation?: Estimation;
  negativeFlags?: NegativeFlagsResult;
  negativeDetails?: NegativeDetails;
  traversal?: Traversal;
};

export type CandidateSummary = {
  degradationScore: number | null;
  worstFlag: 'OTHER' | 'TOP' | 'WORST' | null;
  incomeEstimate: number | null;
  negativeEvents: boolean | null;
  hrweScore: number | null;
  trafficLight: 'red' | 'yellow' | 'green' | null;
};

/** The negative-event flags: Cerved's flags, else those its details imply, else CRIF's (protest, board events, procedure). */
export function negativeFlagsOf(r: CheckResults): NegativeFlags | null {
  if (r.negativeFlags) return r.negativeFlags;
  if (r.negativeDetails) {
    const d = r.negativeDetails;
    return {
      protests: d.protests.length > 0,
      prejudicialEvents: d.prejudicial_events.length > 0,
      crisisEvents: d.crisis_events.length > 0,
      cigs: d.cigs_decrees.length > 0,
      personalBankruptcies: d.personal_bankruptcies.length > 0,
    };
  }
  if (r.crif) {
    return {
      protests: r.crif.protest,
      prejudicialEvents: r.crif.boardEvents,
      crisisEvents: r.crif.procedure,
      cigs: false,
      personalBankruptcies: false,
    };
  }
  return null;
}

/** Without CRIBIS, the relevance of the negative events follows the traffic light (red high, yellow low). */
function relevanceOf(r: CheckResults, flags: NegativeFlags | null): Relevance {
  if (r.cribis) return r.cribis.relevanceNegativity;
  if (!flags) return 'none';
  const light = trafficLight(flags);
  return light === 'red' ? 'high' : light === 'yellow' ? 'low' : 'none';
}

/** The product's own result (hrweResult): CRIF's indices with CRIBIS' relevance, else Cerved's census cell. */
export function hrweResultOf(r: CheckResults) {
  const flags = negativeFlagsOf(r);
  const relevanceNegativity = relevanceOf(r, flags);
  if (r.crif) {
    const c = r.crif;
    return {
      degradationScore: c.degradationScore,
      degradationScoreFlag5percentage: c.degradationScoreFlag5percentage,
      degradationScoreProvinceIndex: c.degradationScoreProvinceIndex,
      averageIncome: c.averageIncome,
      averageIncomeProvinceIndex: c.averageIncomeProvinceIndex,
      relevanceNegativity,
      protest: c.protest,
      boardEvents: c.boardEvents,
      procedure: c.procedure,
    };
  }
  if (r.censusCell) {
    return {
      degradationScore: r.censusCell.degradationScore,
      degradationScoreFlag5percentage: null,
      degradationScoreProvinceIndex: null,
      averageIncome: r.estimation ? incomePerMonth(r.estimation.estimation.estimated_market_value) : null,
      // Unknown without CRIF: the provincial bonus is not added.
      averageIncomeProvinceIndex: null,
      relevanceNegativity,
      protest: flags?.protests ?? null,
      boardEvents: flags?.prejudicialEvents ?? null,
      procedure: flags ? Boolean(flags.crisisEvents || flags.personalBankruptcies) : null,
    };
  }
  return null;
}
export type HrweResult = NonNullable<ReturnType<typeof hrweResultOf>>;

export function scoreOf(r: CheckResults) {
  const h = hrweResultOf(r);
  if (!h) return null;
  const value = hrweScore({
    degradationScore: h.degradationScore,
    relevance: h.relevanceNegativity,
    averageIncomeProvinceIndex: h.averageIncomeProvinceIndex ?? 1,
  });
  return { value, band: scoreBand(value) };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The candidate's summary columns used by the lists. */
export function candidateSummary(r: CheckResults): CandidateSummary {
  const flags = negativeFlagsOf(r);
  const score = scoreOf(r);
  let income: number | null = null;
  if (r.estimation) income = round3(incomePerMonth(r.estimation.estimation.estimated_market_value));
  else if (r.crif) income = round3(r.crif.averageIncome);
  const anyFlag = flags ? Object.values(flags).some((v) => v === true) : null;
  const relevant = r.cribis ? r.cribis.relevanceNegativity !== 'none' : null;
  return {
    degradationScore: r.crif?.degradationScore ?? r.censusCell?.degradationScore ?? null,
    worstFlag: r.crif?.degradationScoreFlag5percentage ?? null,
    incomeEstimate: income,
    negativeEvents: anyFlag === null && relevant === null ? null : Boolean(anyFlag || relevant),
    hrweScore: score?.value ?? null,
    trafficLight: flags ? trafficLight(flags) : null,
  };
}

/** Parses the stored raw answers of the done checks (already validated when stored). */
export function resultsOf(rows: { checkName: string; status: string; raw: unknown }[]): CheckResults {
  const out: Record<string, unknown> = {};
  for (const row of rows) {
    if (row.status !== 'done') continue;
    const schema = CHECK_RESULT_SCHEMAS[row.checkName as CheckName];
    const parsed = schema?.safeParse(row.raw);
    if (parsed?.success) out[row.checkName] = parsed.data;
  }
  return out as CheckResults;
}
