import { DELAYS_MS } from '@hrwe/domain';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api';
import { useErrorText } from '@/lib/error-text';

export const ERROR_BANNER_MS = DELAYS_MS.errorBanner;

type Props = {
  /** A message key, an ApiError or any thrown value; null/undefined hides the banner. */
  error: unknown;
  /** Show this message key instead of the error's own (for example 'ERROR_SUBMITTING_DETAIL'). */
  message?: string;
  /** Called when the banner hides itself, so the caller can clear its error. */
  onHide?: () => void;
  /** Milliseconds before the banner disappears (the specification's 2 seconds by default). */
  duration?: number;
  /** Leave an answer with per-field keys to the form, which shows them under its fields. */
  exceptFields?: boolean;
};

/** An error alert that disappears after 2 seconds; a new error (a new object or key) shows it again. */
export function ErrorBanner({
  error: given,
  message,
  onHide,
  duration = ERROR_BANNER_MS,
  exceptFields,
}: Props) {
  const text = useErrorText();
  const error = exceptFields && isApiError(given) && given.fields ? null : given;
  const [visible, setVisible] = useState(false);
  const onHideRef = useRef(onHide);
  onHideRef.current = onHide;
  useEffect(() => {
    if (error === null || error === undefined || error === false) {
      setVisible(false);
      return;
    }
    setVisible(true);
    const timer = window.setTimeout(() => {
      setVisible(false);
      onHideRef.current?.();
    }, duration);
    return () => window.clearTimeout(timer);
  }, [error, duration]);
  if (!visible) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      {text(message ?? error)}
    </Alert>
  );
}
