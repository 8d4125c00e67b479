import { BUSINESS_PLANS, type BusinessPlan } from '@hrwe/domain';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The business plan: Italian labels in the Italian interface, English ones in English; the value is the Italian label. */
export function BusinessPlanSelect({
  value,
  onChange,
  error,
}: {
  value: BusinessPlan | '';
  onChange: (v: BusinessPlan) => void;
  error?: string;
}) {
  const { t } = useTranslation('tenants');
  const data = BUSINESS_PLANS.map((p) => ({ value: p, label: t(`common:businessPlan.${p}`) }));
  return (
    <Select
      label={t('fields.businessPlan')}
      required
      data={data}
      value={value || null}
      allowDeselect={false}
      onChange={(v) => v && onChange(v as BusinessPlan)}
      error={error}
    />
  );
}

export function usePlanLabel() {
  const { t } = useTranslation();
  return (plan: string) => t(`businessPlan.${plan}`, { defaultValue: plan });
}
