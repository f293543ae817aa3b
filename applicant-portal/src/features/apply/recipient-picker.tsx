import { recipientKindLabels, receiverTakes, type TRecipient } from '@registrar/shared-api';
import { TextField } from '@registrar/shared-ui';
import { useCombobox } from 'downshift';
import { useState } from 'react';
import styles from './recipient-picker.module.css';
import { useRecipientSearch } from './use-recipient-search';

type Props = {
  /** The text input's id: the error summary links to it. */
  id: string;
  /** The receiver chosen, or null: the copy goes to the receiver typed in below (unlisted). */
  receiver: TRecipient | null;
  /** Whether the copy names a receiver, found or not yet (a saved copy's, being looked up). */
  hasChoice: boolean;
  error?: string | undefined;
  onChoose: (receiver: TRecipient | null) => void;
};

/** What a receiver takes and asks for, in a line: "Credential evaluator · soft or hard copy". */
export const receiverSummary = (receiver: TRecipient) => {
  const formats = [
    receiverTakes(receiver, 'soft_copy') ? 'soft copy by email' : null,
    receiverTakes(receiver, 'hard_copy') ? 'hard copy by courier' : null,
  ].filter(Boolean);
  return [
    recipientKindLabels[receiver.kind],
    `takes ${formats.join(' or ')}`,
    receiver.reference_required
      ? `needs your ${receiver.reference_label ?? 'reference number'}`
      : null,
  ]
    .filter(Boolean)
    .join(' · ');
};

/**
 * Searches the recipient directory as the applicant types (an ARIA 1.2 combobox: the list opens
 * on typing or arrow down, arrows move, Enter chooses, Escape closes). Changing the text after a
 * choice undoes it. Nothing chosen: the copy's receiver is the one typed in the form (unlisted).
 */
export function RecipientPicker({ id, receiver, hasChoice, error, onChoose }: Props) {
  // What the search asks: the text and whether the list is open, as downshift last reported
  // them. Downshift owns the input's value: a controlled value would lag its change callbacks
  // (they run after the render) and drop keystrokes typed quickly.
  const [query, setQuery] = useState({ isOpen: false, text: receiver?.name ?? '' });
  const search = useRecipientSearch(query.isOpen ? query.text : null);
  const items = search.status === 'ready' ? search.receivers : [];
  const { getInputProps, getMenuProps, getItemProps, highlightedIndex, isOpen } =
    useCombobox<TRecipient>({
      items,
      inputId: id,
      menuId: `${id}-list`,
      initialInputValue: receiver?.name ?? '',
      onIsOpenChange: ({ isOpen: open }) =>
        setQuery((current) => ({ ...current, isOpen: open === true })),
      onInputValueChange: ({ inputValue, type }) => {
        setQuery((current) => ({ ...current, text: inputValue }));
        if (type === useCombobox.stateChangeTypes.InputChange && hasChoice) onChoose(null);
      },
      selectedItem: receiver,
      onSelectedItemChange: ({ selectedItem }) => onChoose(selectedItem ?? null),
      stateReducer: (state, { type, changes, props }) => {
        const types = useCombobox.stateChangeTypes;
        // A choice undone by typing keeps what was typed (downshift would empty the input).
        if (type === types.ControlledPropUpdatedSelectedItem && props.selectedItem === null)
          return { ...changes, inputValue: state.inputValue };
        // Leaving the field chooses nothing: only Enter or a click does.
        if (type === types.InputBlur)
          return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
        return changes;
      },
      itemToString: (item) => item?.name ?? '',
      itemToKey: (item) => item?.id,
    });
  const status = !isOpen
    ? ''
    : search.status === 'ready'
      ? items.length === 0
        ? 'No receiver in the directory matches. Enter its details below instead.'
        : `${String(items.length)} ${items.length === 1 ? 'receiver' : 'receivers'} found: use the arrow keys and Enter to choose`
      : search.status === 'failed'
        ? 'The directory could not be searched. Try again, or enter the details below.'
        : 'Searching the directory…';

  return (
    <div className={styles.picker}>
      <TextField
        label="Who is receiving it?"
        hint="Search the directory of universities, evaluators, embassies and scholarship boards. Not listed? Leave this empty and enter the receiver below: the registry checks an unlisted receiver before sending."
        error={error}
        {...getInputProps({
          'aria-labelledby': undefined,
          // Expanded only while there is a list to read (not while searching or when none match).
          'aria-expanded': isOpen && items.length > 0,
          'aria-describedby': receiver ? `${id}-chosen` : undefined,
          autoComplete: 'off',
        })}
      />
      <ul
        {...getMenuProps({ 'aria-labelledby': undefined, 'aria-label': 'Receivers found' })}
        className={isOpen && items.length > 0 ? styles.menu : styles.closed}
      >
        {isOpen &&
          items.map((item, index) => (
            <li
              key={item.id}
              {...getItemProps({ item, index })}
              className={index === highlightedIndex ? styles.highlighted : styles.option}
            >
              <span className={styles.name}>{item.name}</span>
              <span className={styles.summary}>{receiverSummary(item)}</span>
            </li>
          ))}
      </ul>
      <p role="status" className={status ? styles.status : styles.closed}>
        {status}
      </p>
      {receiver && (
        <p id={`${id}-chosen`} className={styles.chosen}>
          {receiverSummary(receiver)}
        </p>
      )}
    </div>
  );
}
