/**
 * Export the inventory's current filter as CSV: a link the browser downloads and streams itself
 * (every matching vehicle, not just the page on screen).
 */
import { Button } from '@chakra-ui/react';
import type { InventoryQuery } from '../../../shared/schemas/vehicles';
import { importApi } from './api';

export interface ExportCsvButtonProps {
  /** The list's search params: the export has the same filters and order. */
  readonly search: Partial<InventoryQuery>;
}

export function ExportCsvButton({ search }: ExportCsvButtonProps) {
  return (
    <Button asChild variant="outline">
      <a href={importApi.exportUrl(search)} download data-testid="export-csv">
        Export CSV
      </a>
    </Button>
  );
}
