import { Anchor, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileCertificate } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '@/lib/api';
import { CONTRACT_MAX_BYTES, contractTemplateUrl, useSignContract } from '../api/contract';
import { useRegistrationErrorText } from '../use-registration-text';
import { wizardPath } from '../wizard-steps';
import { TimedAlert } from './timed-alert';

const isFileKey = (key: string) => key.startsWith('FILE_') || key === 'CONTRACT_NOT_SIGNED';

/** Checks made before sending: a .p7m name ending and at most 20 MB. */
export function contractFileError(file: File | null): string | null {
  if (!file) return 'FILE_REQUIRED';
  if (!/\.p7m$/i.test(file.name)) return 'FILE_WRONG_TYPE';
  if (file.size > CONTRACT_MAX_BYTES) return 'FILE_TOO_LARGE';
  return null;
}

/** /registrazione/:registerId/contract/sign: download the contract, upload the signed .p7m, complete. */
export function ContractSignPage() {
  const { t } = useTranslation('registration');
  const errorText = useRegistrationErrorText();
  const { registerId = '' } = useParams();
  const navigate = useNavigate();
  const sign = useSignContract(registerId);
  const [file, setFile] = useState<File | null>(null);
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const localError = contractFileError(file);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (localError || !file) return;
    sign.mutate(file, {
      onSuccess: () => navigate(wizardPath(registerId, 'contract/success'), { replace: true }),
      onError: (error) => {
        const key = isApiError(error) ? error.key : '';
        if (!isFileKey(key)) setFailure('ERROR_SUBMITTING_DETAIL');
      },
    });
  };

  const serverKey = isApiError(sign.error) ? sign.error.key : '';
  const fieldError = (touched && localError) || (isFileKey(serverKey) ? serverKey : null);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={3}>{t('contractSign.title')}</Title>
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
          value={file}
          onChange={(f) => {
            setFile(f);
            setTouched(true);
            sign.reset();
          }}
          leftSection={<IconFileCertificate size={18} />}
          error={fieldError ? errorText(fieldError) : undefined}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={() => navigate(wizardPath(registerId, 'contract/intro'))}>
            {t('wizard.previous')}
          </Button>
          <Button type="submit" loading={sign.isPending} disabled={!!localError}>
            {t('contractSign.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
