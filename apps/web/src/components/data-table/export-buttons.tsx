import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * Excel and PDF exports: plain links to the list URL with `format`, so the browser downloads the file the
 * server produces (every row matching the filters) under the server's file name.
 */
export function ExportButtons({ xlsxHref, pdfHref }: { xlsxHref?: string; pdfHref?: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      {xlsxHref ? (
        <Button
          component="a"
          href={xlsxHref}
          download
          variant="light"
          color="green"
          size="xs"
          leftSection={<IconFileSpreadsheet size={16} />}
          title={t('table.exportExcelTitle')}
          data-testid="export-xlsx"
        >
          {t('table.exportExcel')}
        </Button>
      ) : null}
      {pdfHref ? (
        <Button
          component="a"
          href={pdfHref}
          download
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconFileTypePdf size={16} />}
          title={t('table.exportPdfTitle')}
          data-testid="export-pdf"
        >
          {t('table.exportPdf')}
        </Button>
      ) : null}
    </Group>
  );
}
