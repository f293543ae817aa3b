export { BulkStatusForm } from './bulk-status-form';
export type { BulkResult, BulkRow, BulkStatusFormProps } from './bulk-status-form';
export { selectionColumn, useRowSelection, type SelectionColumnOptions } from './selection';
