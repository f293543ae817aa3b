import { Select, TextField, type SelectProps, type TextFieldProps } from '@registrar/shared-ui';

/** A filter bar's Search box; its hint says what the search matches. */
export function FilterSearch(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Search" type="search" {...props} />;
}

/** A filter bar's Status choice, empty for any status. */
export function StatusFilter(props: Omit<SelectProps, 'label' | 'placeholder'>) {
  return <Select label="Status" placeholder="Any status" {...props} />;
}

const directionOptions = [
  { value: 'desc', label: 'Descending' },
  { value: 'asc', label: 'Ascending' },
];

/** A filter bar's sort Order: descending or ascending. */
export function OrderFilter(props: Omit<SelectProps, 'label' | 'options'>) {
  return <Select label="Order" options={directionOptions} {...props} />;
}
