import { ContractFormSchema } from '@hrwe/domain';
import { Anchor, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileCertificate } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useDomainForm } from '@/components/form/use-domain-form';
import { isApiError } from '@/lib/api';
import { contractTemplateUrl } from '../api/download-contract-template';
import { useSignContract } from '../api/sign-contract';
import { useRegistrationErrorText } from '../use-registration-text';
import { wizardPath } from '../wizard-steps';
import { TimedAlert } from './timed-alert';

const isFileKey = (key: string) => key.startsWith('FILE_') || key === 'CONTRACT_NOT_SIGNED';

/** /registrazione/:registerId/contract/sign: download the contract, upload the signed .p7m, complete. */
export function ContractSignPage() {
  const { t } = useTranslation('registration');
  const errorText = useRegistrationErrorText();
  const { registerId = '' } = useParams();
  const navigate = useNavigate();
  const sign = useSignContract(registerId);
  const form = useDomainForm(ContractFormSchema, { file: null as File | null }, { errorText });
  const [failure, setFailure] = useState<unknown>(null);

  const submit = form.submit((_data, { file }) => {
    if (!file) return;
    sign.mutate(file, {
      onSuccess: () => navigate(wizardPath(registerId, 'contract/success'), { replace: true }),
      onError: (error) => {
        const key = isApiError(error) ? error.key : '';
        if (isFileKey(key)) form.setFieldError('file', key);
        else setFailure('ERROR_SUBMITTING_DETAIL');
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('contractSign.title')}
        </Title>
        <TimedAlert error={failure} onHide={() => setFailure(null)} />
        <Text>{t('contractSign.step1')}</Text>
        <Anchor href={contractTemplateUrl(registerId)} download data-testid="contract-template">
          <Group gap={6}>
            <IconDownload size={18} />
            {t('contractSign.download')}
          </Group>
        </Anchor>
        <Text>{t('contractSign.step2')}</Text>
        <Text>{t('contractSign.step3')}</Text>
        <FileInput
          name="file"
          label={t('contractSign.file')}
          placeholder={t('contractSign.filePlaceholder')}
          accept=".p7m"
          required
          clearable
          leftSection={<IconFileCertificate size={18} />}
          {...form.getInputProps('file')}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={() => navigate(wizardPath(registerId, 'contract/intro'))}>
            {t('wizard.previous')}
          </Button>
          <Button type="submit" loading={sign.isPending}>
            {t('contractSign.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
