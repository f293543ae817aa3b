export { FieldError, FieldHint, type FieldPartProps } from './field-parts';
export { LabelledField } from './labelled-field';
export { useFieldIds, type FieldIds } from './use-field-ids';
