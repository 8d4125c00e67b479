import { Box, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NamedPagination } from './named-pagination';
import { NUMBERED_PAGES, type PageCursor } from './table-params';

export type KeysetPaginationProps = {
  page: number;
  /** Pages in all; null when the count is capped (a text search counted up to a bound). */
  total: number | null;
  nextCursor: string | null;
  prevCursor: string | null;
  onChange: (page: number, cursor?: PageCursor) => void;
  /** While the page asked for loads (the previous page still shown), its cursors are not this page's. */
  busy?: boolean;
};

/**
 * The pager of a long list: the numbered pages (up to NUMBERED_PAGES) between "Precedente" and "Successiva"; beyond
 * them, "Pagina N di M" between the two, which move by the answer's cursors (docs/decisions/scale-keyset-pages.md).
 */
export function KeysetPagination({
  page,
  total,
  nextCursor,
  prevCursor,
  onChange,
  busy,
}: KeysetPaginationProps) {
  const { t } = useTranslation();
  const numbered = page <= NUMBERED_PAGES;
  const previous = page - 1;
  const next = page + 1;
  const canPrevious = !busy && page > 1 && (previous <= NUMBERED_PAGES || prevCursor !== null);
  const canNext = !busy && nextCursor !== null;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end" component="nav" aria-label={t('table.keyset.nav')}>
      <Button
        size="compact-sm"
        variant="default"
        leftSection={<IconChevronLeft size={14} />}
        disabled={!canPrevious}
        aria-label={t('table.keyset.previous')}
        onClick={() =>
          onChange(previous, previous > NUMBERED_PAGES && prevCursor ? { before: prevCursor } : null)
        }
      >
        <Label words={t('table.keyset.previous')} />
      </Button>
      {numbered ? (
        <NamedPagination
          total={total === null ? NUMBERED_PAGES : Math.min(total, NUMBERED_PAGES)}
          value={page}
          onChange={(p) => onChange(p)}
          withControls={false}
          size="sm"
        />
      ) : (
        <Text size="sm" px={6} aria-current="page" data-testid="keyset-page" style={{ whiteSpace: 'nowrap' }}>
          {total === null ? t('table.keyset.page', { page }) : t('table.keyset.pageOf', { page, total })}
        </Text>
      )}
      <Button
        size="compact-sm"
        variant="default"
        rightSection={<IconChevronRight size={14} />}
        disabled={!canNext}
        aria-label={t('table.keyset.next')}
        onClick={() => onChange(next, next > NUMBERED_PAGES && nextCursor ? { after: nextCursor } : null)}
      >
        <Label words={t('table.keyset.next')} />
      </Button>
    </Group>
  );
}

/** A phone has room for the arrows only beside the page numbers (the button keeps its name for screen readers). */
function Label({ words }: { words: string }) {
  return (
    <Box component="span" visibleFrom="xs" aria-hidden>
      {words}
    </Box>
  );
}
