import {
  type CandidateReport,
  type CreditBureau,
  creditBureauTree,
  formatDateDash,
  formatDecimal,
  formatEuros,
  formatIncome,
  incomePerMonth,
  type Traversal,
  traversalView,
  worstCaseDisplay,
} from '@hrwe/domain';
import {
  Accordion,
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';
import { TrafficLightIcon } from './score-doughnut';

export function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  if (value === null || value === undefined || value === '') return null;
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

export function Section({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const num = (n: number | null | undefined) =>
  n === null || n === undefined ? null : formatDecimal(n, currentLanguage());
/** A provider's yes/no flag (true or 'S') as the catalogue's Sì/No (Yes/No). */
const flagKey = (v: unknown) =>
  v === null || v === undefined ? null : v === true || v === 'S' ? 'yes' : 'no';

/** The CRIF and CRIBIS block: figures and the credit-bureau tree with its labels in the interface's language. */
export function CreditBureauSection({
  crifResult: crif,
  cribisResult: cribis,
}: Pick<CandidateReport, 'crifResult' | 'cribisResult'>) {
  const { t } = useTranslation('candidateReport');
  if (!crif) return null;
  const tree = creditBureauTree(crif.creditBureau as CreditBureau | null | undefined, currentLanguage());
  return (
    <Section title={t('crif.title')} testId="crif-section">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        <Figure label={t('crif.degradationScore')} value={crif.degradationScore} />
        <Figure
          label={t('crif.worst')}
          value={t(`common:worstCase.${worstCaseDisplay(crif.degradationScoreFlag5percentage)}`)}
        />
        <Figure label={t('crif.degradationProvinceIndex')} value={num(crif.degradationScoreProvinceIndex)} />
        <Figure label={t('crif.averageIncome')} value={formatIncome(crif.averageIncome, currentLanguage())} />
        <Figure label={t('crif.incomeProvinceIndex')} value={num(crif.averageIncomeProvinceIndex)} />
        <Figure
          label={t('crif.relevance')}
          value={
            cribis
              ? t(`relevance.${cribis.relevanceNegativity}`, { defaultValue: cribis.relevanceNegativity })
              : null
          }
          testId="cribis-relevance"
        />
        <Figure label={t('crif.protest')} value={t(crif.protest ? 'yes' : 'no')} />
        <Figure label={t('crif.boardEvents')} value={t(crif.boardEvents ? 'yes' : 'no')} />
        <Figure label={t('crif.procedure')} value={t(crif.procedure ? 'yes' : 'no')} />
      </SimpleGrid>
      {tree.length ? (
        <Accordion
          multiple
          variant="separated"
          defaultValue={tree.map((s) => s.key)}
          data-testid="credit-bureau-tree"
        >
          {tree.map((section) => (
            <Accordion.Item key={section.key} value={section.key}>
              <Accordion.Control>
                {section.label} ({section.items.length})
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {section.items.map((fields, i) => (
                    <SimpleGrid
                      // biome-ignore lint/suspicious/noArrayIndexKey: the items have no identity of their own
                      key={i}
                      cols={{ base: 1, xs: 2, md: 3 }}
                      spacing="sm"
                      pb="sm"
                      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
                    >
                      {fields.map((f) => (
                        <Figure key={f.label} label={f.label} value={f.value} />
                      ))}
                    </SimpleGrid>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : null}
    </Section>
  );
}

function TraversalBlock({ traversal }: { traversal: Traversal }) {
  const { t } = useTranslation('candidateReport');
  const flagOf = (v: unknown) => {
    const key = flagKey(v);
    return key ? t(key) : null;
  };
  const v = traversalView(traversal);
  const s = v.subject;
  return (
    <Stack gap="md" data-testid="traversal">
      <Title order={3} size="h5">
        {t('cerved.traversal')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        <Figure label={t('traversal.type')} value={s?.tipoSoggetto} />
        <Figure label={t('traversal.taxCode')} value={s?.cdFiscale} />
        <Figure label={t('traversal.sex')} value={s?.proprieta.sesso} />
        <Figure
          label={t('traversal.birthDate')}
          value={s?.proprieta.dtNascita ? formatDateDash(s.proprieta.dtNascita) : null}
        />
        <Figure label={t('traversal.address')} value={s?.proprieta.indirizzo} />
        <Figure label={t('traversal.surname')} value={s?.proprieta.cognome} />
        <Figure label={t('traversal.name')} value={s?.proprieta.nome} />
        <Figure label={t('traversal.nodes')} value={v.metadata.numeroNodi} testId="traversal-nodes" />
        <Figure label={t('traversal.relations')} value={v.metadata.numeroRelazioni} />
        <Figure label={t('traversal.extractionDate')} value={formatDateDash(v.metadata.dataEstrazione)} />
      </SimpleGrid>
      {v.companies.map(({ company, relation }) => {
        const p = company.proprieta;
        const r = relation?.proprieta;
        return (
          <Paper key={String(company.id)} withBorder p="md" radius="sm" data-testid="traversal-company">
            <Stack gap="sm">
              <Text fw={700}>{p.denominazione ?? String(company.id)}</Text>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
                <Figure label={t('company.taxCode')} value={company.cdFiscale} />
                <Figure label={t('company.vat')} value={company.piva} />
                <Figure label={t('company.ceased')} value={flagOf(p.flgCessata)} />
                <Figure label={t('company.trust')} value={flagOf(p.flgFiduciaria)} />
                <Figure label={t('company.operating')} value={flagOf(p.flgOperativa)} />
                <Figure
                  label={t('company.reaDate')}
                  value={p.dtIscrizioneRea ? formatDateDash(p.dtIscrizioneRea) : null}
                />
                <Figure label={t('company.groupHead')} value={flagOf(p.flgCapogruppo)} />
                <Figure label={t('company.size')} value={p.dimensione} />
                <Figure label={t('company.startup')} value={flagOf(p.flgStartup)} />
                <Figure label={t('company.address')} value={p.indirizzo} />
                <Figure label={t('company.employees')} value={p.dipendenti} />
                <Figure label={t('company.inProcedure')} value={flagOf(p.flgInProcedure)} />
                <Figure
                  label={t('company.startDate')}
                  value={p.dtInizioAttivita ? formatDateDash(p.dtInizioAttivita) : null}
                />
                <Figure label={t('company.registration')} value={p.iscrizione} />
              </SimpleGrid>
              {relation && r ? (
                <Table withTableBorder fz="sm">
                  <Table.Tbody>
                    <Table.Tr>
                      <Table.Th>{t('relation.id')}</Table.Th>
                      <Table.Td>{String(relation.id)}</Table.Td>
                      <Table.Th>{t('relation.type')}</Table.Th>
                      <Table.Td>{relation.tipo}</Table.Td>
                      <Table.Th>{t('relation.start')}</Table.Th>
                      <Table.Td>{String(relation.nodoPartenza)}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('relation.end')}</Table.Th>
                      <Table.Td>{String(relation.nodoFine)}</Table.Td>
                      <Table.Th>{t('relation.value')}</Table.Th>
                      <Table.Td>
                        {r.tot_valore_eu != null ? formatEuros(r.tot_valore_eu, currentLanguage()) : ''}
                      </Table.Td>
                      <Table.Th>{t('relation.percentage')}</Table.Th>
                      <Table.Td>{r.tot_perc != null ? `${num(r.tot_perc)}%` : ''}</Table.Td>
                    </Table.Tr>
                    <Table.Tr>
                      <Table.Th>{t('relation.link')}</Table.Th>
                      <Table.Td>{r.legame_partecipazione ?? ''}</Table.Td>
                      <Table.Th>{t('relation.startDate')}</Table.Th>
                      <Table.Td>{r.dt_inizio ? formatDateDash(r.dt_inizio) : ''}</Table.Td>
                      <Table.Th>{t('relation.modified')}</Table.Th>
                      <Table.Td>{r.dt_modifica ? formatDateDash(r.dt_modifica) : ''}</Table.Td>
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The Cerved block: score class, degradation, income per month, negative events with the light, traversal. */
export function CervedSection({
  cerved,
  light,
}: {
  cerved: CandidateReport['cervedResult'];
  light: CandidateReport['summary']['trafficLight'];
}) {
  const { t } = useTranslation('candidateReport');
  if (!cerved) return null;
  const f = cerved.negativeFlags;
  return (
    <Section title={t('cerved.title')} testId="cerved-section">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        <Figure label={t('cerved.scoreClass')} value={cerved.personScore?.scoreClass} testId="score-class" />
        {cerved.censusCell ? (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('cerved.degradation')}
            </Text>
            <Group gap="sm" wrap="nowrap">
              <Progress
                value={cerved.censusCell.degradationScore}
                aria-label={t('cerved.degradation')}
                w={160}
                color={
                  cerved.censusCell.degradationScore > 60
                    ? 'red'
                    : cerved.censusCell.degradationScore > 40
                      ? 'orange'
                      : 'green'
                }
              />
              <Text fw={600} data-testid="degradation">
                {cerved.censusCell.degradationScore}
              </Text>
            </Group>
          </Stack>
        ) : null}
        <Figure
          label={t('cerved.income')}
          value={
            cerved.estimation
              ? `${formatIncome(incomePerMonth(cerved.estimation.estimation.estimated_market_value), currentLanguage())} ${t('cerved.perMonth')}`
              : null
          }
          testId="income"
        />
      </SimpleGrid>
      {f ? (
        <Group align="flex-start" gap="xl" data-testid="negative-events">
          <Table withTableBorder w={{ base: '100%', sm: 420 }}>
            <Table.Tbody>
              {(
                [
                  ['protests', f.protests],
                  ['prejudicialEvents', f.prejudicialEvents],
                  ['corporateBankruptcies', false],
                  ['crisisEvents', f.crisisEvents],
                  ['cigs', f.cigs],
                  ['personalBankruptcies', f.personalBankruptcies],
                ] as const
              ).map(([key, v]) => (
                <Table.Tr key={key}>
                  <Table.Td>{t(`negative.${key}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={v ? 'red' : 'gray'} variant="light">
                      {t(v ? 'yes' : 'no')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {light ? (
            <Stack align="center" gap={4}>
              <TrafficLightIcon light={light} label={t(`light.${light}`)} />
              <Text fw={600} data-testid="traffic-light-label">
                {t(`light.${light}`)}
              </Text>
            </Stack>
          ) : null}
        </Group>
      ) : null}
      {cerved.traversal ? <TraversalBlock traversal={cerved.traversal} /> : null}
    </Section>
  );
}
