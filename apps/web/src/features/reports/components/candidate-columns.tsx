import { type CandidateRow, formatIncome, worstCaseDisplay } from '@hrwe/domain';
import { Text } from '@mantine/core';
import type { DataTableColumn } from '@/components/data-table';
import { currentLanguage } from '@/lib/i18n';
import { yesNo } from './labels';

type Translate = (key: string) => string;

/**
 * A candidate's status in every candidates table: a refused or withdrawn consent in red, erased data as such, else
 * the check's status.
 */
export const candidateStatus = (r: CandidateRow, t: Translate) =>
  r.erased && !r.consentWithdrawn ? (
    <Text size="sm" c="dimmed">
      {t('candidateStatus.ERASED')}
    </Text>
  ) : r.consentGiven === false ? (
    <Text size="sm" c="red">
      {t(r.consentWithdrawn ? 'candidateStatus.WITHDRAWN' : 'candidateStatus.REFUSED')}
    </Text>
  ) : (
    t(`candidateStatus.${r.status}`)
  );

/** The check's result columns of every candidates table; `wide` (a report's table) starts the secondary ones hidden. */
export const resultColumns = <R extends CandidateRow>(t: Translate, wide: boolean): DataTableColumn<R>[] => [
  {
    key: 'degradationScore',
    header: 'reports:detail.columns.degradationScore',
    sortable: true,
    align: 'right',
  },
  {
    key: 'worstFlag',
    header: 'reports:detail.columns.worstFlag',
    ...(wide ? { priority: 'optional' as const } : {}),
    render: (r) => (r.worstFlag ? t(`common:worstCase.${worstCaseDisplay(r.worstFlag)}`) : ''),
  },
  {
    key: 'incomeEstimate',
    header: 'reports:detail.columns.incomeEstimate',
    render: (r) => (r.incomeEstimate === null ? '' : formatIncome(r.incomeEstimate, currentLanguage())),
    align: 'right',
    ...(wide ? { priority: 'optional' as const, nowrap: true } : {}),
  },
  {
    key: 'negativeEvents',
    header: 'reports:detail.columns.negativeEvents',
    render: (r) => yesNo(r.negativeEvents, t),
  },
];
