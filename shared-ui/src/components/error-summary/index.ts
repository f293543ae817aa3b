export { ErrorSummary, type ErrorSummaryProps, type SummaryError } from './error-summary';
