/**
 * @registrar/shared-ui public API. Import everything from the package root; deep imports are not
 * part of the contract.
 */

// Theme and tokens
export {
  DesignSystemProvider,
  applyTheme,
  contrastRatio,
  defaultTheme,
  parseColor,
  readableTextOn,
  themeVariables,
  type DesignSystemProviderProps,
  type Theme,
} from './theme';

// Layout
export { Container, type ContainerProps } from './components/container';
export { Stack, type StackGap, type StackProps } from './components/stack';
export { Card, type CardProps } from './components/card';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/visually-hidden';
export { SkipLink, type SkipLinkProps } from './components/skip-link';
export { Spinner, type SpinnerProps } from './components/spinner';
export { PageLoader, type PageLoaderProps } from './components/page-loader';

// Controls
export * from './components/button';
export { ButtonLink, type ButtonLinkProps } from './components/button-link';
export { TextField, type TextFieldProps } from './components/text-field';
export { Select, type SelectOption, type SelectProps } from './components/select';
export { Checkbox, type CheckboxProps } from './components/checkbox';
export { FileField, fileFieldStyles, type FileFieldProps } from './components/file-field';
export { FieldError, FieldHint, type FieldPartProps } from './components/field';
export {
  DataTable,
  createColumnHelper,
  preloadDataTable,
  type ColumnDef,
  type DataTableFeatures,
  type DataTableProps,
  type DataTableSort,
} from './components/data-table';
export { Drawer, preloadDrawer, type DrawerProps } from './components/drawer';
export { Modal, preloadModal, type ModalProps } from './components/modal';
export {
  ErrorSummary,
  type ErrorSummaryProps,
  type SummaryError,
} from './components/error-summary';

// Notifications (external store: callable from non-React code)
export * from './notifications';

// Formatters
export {
  formatDate,
  formatFullDate,
  formatMoney,
  type FormatDateOptions,
  type FormatMoneyOptions,
} from './format';

// Constants and hooks
export { breakpoints, fieldMessages } from './constants';
export { useMediaQuery } from './hooks/use-media-query';
export { saveBlob } from './save-blob';
export { useIsHydrated } from './hooks/use-is-hydrated';
