import { Button, Group } from '@mantine/core';
import { FormProblem } from './form-problem';

type Props = {
  /** The form's message without a field on screen (`form.formError`). */
  problem: string | null | undefined;
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  pending: boolean;
};

/** A create page's form end, so each ends alike: the problem without a field, then Cancel and Save on the right. */
export function FormActions({ problem, cancelLabel, onCancel, submitLabel, pending }: Props) {
  return (
    <>
      <FormProblem error={problem} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
