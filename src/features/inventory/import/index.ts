/** What the inventory screen renders for CSV: the import dialog and the export link. */
export { ImportVehiclesDialog, type ImportVehiclesDialogProps } from './import-vehicles-dialog';
export { ExportCsvButton, type ExportCsvButtonProps } from './export-csv-button';
