import { ATTACHMENT_EXTENSIONS, checkUpload } from '@hrwe/domain';
import { FileInput } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useErrorText } from '@/lib/error-text';

type Props = {
  label: string;
  value?: File | null;
  onChange: (file: File | null) => void;
  /** The form's message for the field, already translated. */
  error?: ReactNode;
  required?: boolean;
  extensions?: readonly string[];
  description?: string;
  'data-path'?: string;
};

/**
 * A file field for the attachment rules (extension list, 20 MB): a bad extension or an oversize file shows its
 * error and clears the value. The server checks again, including the real content.
 */
export function AttachmentInput({
  label,
  value,
  onChange,
  error,
  required,
  extensions = ATTACHMENT_EXTENSIONS,
  description,
  'data-path': dataPath,
}: Props) {
  const text = useErrorText();
  const [own, setOwn] = useState<string | null>(null);
  const shown = own ? text(own) : error;
  return (
    <FileInput
      label={label}
      description={description}
      required={required}
      clearable
      leftSection={<IconPaperclip size={16} />}
      accept={extensions.map((e) => `.${e}`).join(',')}
      value={value ?? null}
      data-path={dataPath}
      onChange={(file) => {
        const problem = file ? checkUpload({ name: file.name, size: file.size }, extensions) : null;
        setOwn(problem);
        onChange(problem ? null : file);
      }}
      error={shown || undefined}
    />
  );
}
