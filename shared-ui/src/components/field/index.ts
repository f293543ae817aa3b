export { FieldError, FieldHint } from './field-parts';
export { useFieldIds } from './use-field-ids';
