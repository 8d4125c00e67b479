import { isoDate, SubjectRequestInputSchema } from '@hrwe/domain';
import { Anchor, Box, Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateField } from '@/components/dates/date-field';
import { ErrorBanner } from '@/components/feedback/error-banner';
import { useDomainForm } from '@/components/form/use-domain-form';
import { useHold } from '../api/get-hold';
import { useRegisterSubjectRequest } from '../api/register-subject-request';
import { Section } from './report-sections';

/**
 * Administrators: a request of this candidate that reached the company by letter, e-mail or phone (access or
 * erasure) enters the register of requests, with the day it arrived and its one-month deadline; it is answered
 * from the register (/admin/privacy).
 */
export function ReportSubjectRequest({ uuid }: { uuid: string }) {
  const { t } = useTranslation('candidateReport');
  const hold = useHold(uuid);
  const register = useRegisterSubjectRequest(uuid);
  const form = useDomainForm(SubjectRequestInputSchema, {
    kind: '',
    receivedOn: isoDate(new Date()),
    detail: '',
  });
  if (!hold.data || hold.data.anonymisedAt) return null;
  return (
    <Section title={t('subjectRequest.title')} testId="candidate-subject-request">
      <Text size="sm" c="dimmed">
        {t('subjectRequest.help')}{' '}
        <Anchor component={Link} to="/admin/privacy" size="sm" underline="always">
          {t('subjectRequest.registerLink')}
        </Anchor>
      </Text>
      <form
        noValidate
        onSubmit={form.submit((data) =>
          register.mutate(data, {
            onSuccess: () => {
              form.reset();
              notifications.show({ color: 'green', message: t('subjectRequest.saved') });
            },
          }),
        )}
      >
        <Stack gap="sm">
          <Group align="flex-start">
            <Select
              label={t('subjectRequest.kind')}
              required
              w={{ base: '100%', sm: 220 }}
              data={[
                { value: 'ACCESS', label: t('subjectRequest.kinds.ACCESS') },
                { value: 'ERASURE', label: t('subjectRequest.kinds.ERASURE') },
              ]}
              {...form.getInputProps('kind')}
            />
            {/* The product's date field, typed day first: the browser's own date box read 02/11 as 11 February
                in an English browser. */}
            <Box w={{ base: '100%', sm: 200 }}>
              <DateField
                label={t('subjectRequest.receivedOn')}
                required
                maxDate={isoDate(new Date())}
                {...form.getInputProps('receivedOn')}
              />
            </Box>
          </Group>
          <Textarea
            label={t('subjectRequest.detail')}
            required
            autosize
            minRows={2}
            {...form.getInputProps('detail')}
          />
          <ErrorBanner error={register.error} onHide={() => register.reset()} />
          <Group>
            <Button type="submit" variant="light" loading={register.isPending}>
              {t('subjectRequest.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
