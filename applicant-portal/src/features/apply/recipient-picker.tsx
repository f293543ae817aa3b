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
  /** The name to start the search text with (a saved copy's receiver), when there is one. */
  initialText?: string;
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
export function RecipientPicker({ id, receiver, initialText = '', error, onChoose }: Props) {
  const [text, setText] = useState(receiver?.name ?? initialText);
  const [isOpen, setOpen] = useState(false);
  const search = useRecipientSearch(isOpen ? text : null);
  const items = search.status === 'ready' ? search.receivers : [];
  const { getInputProps, getMenuProps, getItemProps, highlightedIndex } = useCombobox<TRecipient>({
    items,
    inputId: id,
    menuId: `${id}-list`,
    isOpen,
    onIsOpenChange: ({ isOpen: open }) => setOpen(open === true),
    inputValue: text,
    onInputValueChange: ({ inputValue, type }) => {
      setText(inputValue);
      if (type === useCombobox.stateChangeTypes.InputChange && receiver) onChoose(null);
    },
    selectedItem: receiver,
    onSelectedItemChange: ({ selectedItem }) => onChoose(selectedItem ?? null),
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
        {...getInputProps({ 'aria-labelledby': undefined, autoComplete: 'off' })}
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
      {receiver && <p className={styles.chosen}>{receiverSummary(receiver)}</p>}
    </div>
  );
}
