import { DELAYS_MS } from '@hrwe/domain';
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useRegistrationErrorText } from '../use-registration-text';

/**
 * The registration's error alert (CREATE_REGISTRATION, ERROR_SUBMITTING_DETAIL, …): shown for 2 seconds, with
 * the message keys of this feature. `error` is a key, an ApiError or null.
 */
export function TimedAlert({ error, onHide }: { error: unknown; onHide?: () => void }) {
  const text = useRegistrationErrorText();
  const [visible, setVisible] = useState(false);
  const hide = useRef(onHide);
  hide.current = onHide;
  useEffect(() => {
    if (!error) {
      setVisible(false);
      return;
    }
    setVisible(true);
    const timer = window.setTimeout(() => {
      setVisible(false);
      hide.current?.();
    }, DELAYS_MS.errorBanner);
    return () => window.clearTimeout(timer);
  }, [error]);
  if (!visible) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      role="alert"
      data-testid="registration-alert"
    >
      {text(error)}
    </Alert>
  );
}
