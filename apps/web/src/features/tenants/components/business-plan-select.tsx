import { BUSINESS_PLAN_LABELS_EN, BUSINESS_PLANS, type BusinessPlan } from '@hrwe/domain';
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
  const { t, i18n } = useTranslation('tenants');
  const data = BUSINESS_PLANS.map((p) => ({
    value: p,
    label: i18n.language.startsWith('en') ? BUSINESS_PLAN_LABELS_EN[p] : p,
  }));
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
  const { i18n } = useTranslation();
  return (plan: string) =>
    i18n.language.startsWith('en') ? (BUSINESS_PLAN_LABELS_EN[plan as BusinessPlan] ?? plan) : plan;
}
