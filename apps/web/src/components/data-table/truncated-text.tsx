import { Tooltip } from '@mantine/core';
import { useLayoutEffect, useRef, useState } from 'react';
import classes from './data-table.module.css';

/**
 * One line of long text (an e-mail, an address) cut with an ellipsis at `maxWidth`; hovering it shows the whole
 * text, only when it is actually cut. The full text stays in the page for screen readers and search.
 */
export function TruncatedText({ text, maxWidth }: { text: string; maxWidth: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the text changes
  useLayoutEffect(() => {
    const el = ref.current;
    if (el) setCut(el.scrollWidth > el.clientWidth);
  }, [text, maxWidth]);
  return (
    <Tooltip
      label={text}
      disabled={!cut}
      openDelay={300}
      multiline
      maw={420}
      style={{ overflowWrap: 'anywhere' }}
    >
      <span ref={ref} className={classes.truncate} style={{ maxWidth }}>
        {text}
      </span>
    </Tooltip>
  );
}
