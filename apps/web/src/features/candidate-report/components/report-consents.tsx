import { type ConsentEvidence, formatDateTimeDash } from '@hrwe/domain';
import { Badge, List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Section } from './report-sections';

const CHOICE_COLOR = { given: 'green', refused: 'red', withdrawn: 'gray' } as const;

/**
 * The candidate's consent evidence (GDPR arts. 7(1) and 13): when they chose, what, on which version of the notice,
 * and the role, purpose and checks that notice stated. The HR owner and administrators see it with the report.
 */
export function ReportConsents({ consents }: { consents: ConsentEvidence[] }) {
  const { t } = useTranslation('candidateReport');
  return (
    <Section title={t('consents.title')} testId="candidate-consents">
      <Text size="sm" c="dimmed">
        {t('consents.intro')}
      </Text>
      {consents.length === 0 ? (
        <Text size="sm">{t('consents.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table withTableBorder striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('consents.at')}</Table.Th>
                <Table.Th>{t('consents.choice')}</Table.Th>
                <Table.Th>{t('consents.noticeVersion')}</Table.Th>
                <Table.Th>{t('consents.role')}</Table.Th>
                <Table.Th>{t('consents.purpose')}</Table.Th>
                <Table.Th>{t('consents.checks')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {consents.map((c) => (
                <Table.Tr key={`${c.at}:${c.choice}`}>
                  <Table.Td>{formatDateTimeDash(c.at)}</Table.Td>
                  <Table.Td>
                    <Badge color={CHOICE_COLOR[c.choice]} variant="light" style={{ width: 'max-content' }}>
                      {t(`consents.choices.${c.choice}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>{c.noticeVersion}</Table.Td>
                  <Table.Td>{c.role ?? '–'}</Table.Td>
                  <Table.Td>{c.purpose ?? '–'}</Table.Td>
                  <Table.Td>
                    {c.checks.length === 0 ? (
                      '–'
                    ) : (
                      <List size="sm">
                        {c.checks.map((name) => (
                          <List.Item key={name}>{t(`checkNames.${name}`, { defaultValue: name })}</List.Item>
                        ))}
                      </List>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  );
}
