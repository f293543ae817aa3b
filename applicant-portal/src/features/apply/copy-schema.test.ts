import { copySchema, toCopyFormValues, toDraftCopy, type CopyFormValues } from './copy-schema';

const empty = toCopyFormValues(undefined, '');
const soft: CopyFormValues = {
  ...empty,
  purpose: 'Employment',
  type: 'official',
  format: 'soft_copy',
  recipient_email: ' hr@acme.test ',
};
const hard: CopyFormValues = {
  ...empty,
  purpose: 'Further Studies',
  type: 'official',
  format: 'hard_copy',
  region_id: '2',
  courier_id: '3',
  recipient_name: 'Admissions',
  recipient_address: '1 College Road',
};

/** The form's messages by field, as the resolver shows them (the first per field). */
const messagesOf = (values: CopyFormValues) => {
  const result = copySchema.safeParse(values);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
  );
};

describe('the copy form schema', () => {
  it('says what to choose when nothing is chosen', () => {
    expect(messagesOf(empty)).toEqual({
      purpose: 'Choose what the transcript is for',
      type: 'Choose official copy or student copy',
      format: 'Choose soft copy or hard copy',
    });
  });

  it("asks for the chosen format's delivery fields only", () => {
    expect(messagesOf({ ...soft, recipient_email: '' })).toEqual({
      recipient_email: 'This field is required',
    });
    expect(messagesOf({ ...hard, region_id: '', courier_id: '', recipient_name: ' ' })).toEqual({
      region_id: 'Choose where the copy is going',
      courier_id: 'Choose a courier',
      recipient_name: 'This field is required',
    });
    // What the other format would send is not checked: it is not sent.
    expect(messagesOf({ ...hard, recipient_email: 'not an email' })).toEqual({});
  });

  it("applies the contract's checks to what is sent", () => {
    expect(messagesOf({ ...soft, recipient_email: 'not an email' })).toEqual({
      recipient_email: 'Please enter a valid email',
    });
    expect(messagesOf({ ...hard, reference_number: 'R'.repeat(101) })).toEqual({
      reference_number: 'Must be at most 100 characters',
    });
    expect(messagesOf({ ...hard, recipient_address: 'A'.repeat(501) })).toEqual({
      recipient_address: 'Must be at most 500 characters',
    });
    // Before a format is chosen, the fields every copy sends are checked already.
    expect(messagesOf({ ...empty, purpose: 'P'.repeat(101), type: 'official' })).toEqual({
      purpose: 'Must be at most 100 characters',
      format: 'Choose soft copy or hard copy',
    });
  });

  it('gives trimmed text that becomes a draft with the other format’s fields empty', () => {
    const valid = copySchema.parse(soft);
    expect(valid.recipient_email).toBe('hr@acme.test');
    expect(toDraftCopy({ ...valid, recipient_name: 'left over' }, 'soft_copy')).toEqual({
      purpose: 'Employment',
      type: 'official',
      format: 'soft_copy',
      recipient_email: 'hr@acme.test',
      recipient_name: null,
      recipient_address: null,
      region_id: null,
      courier_id: null,
      reference_number: null,
      recipient_id: null,
    });
    const draft = toDraftCopy(copySchema.parse(hard), 'hard_copy');
    expect(draft).toMatchObject({ region_id: 2, courier_id: 3, recipient_email: null });
    expect(toCopyFormValues(draft, 'student')).toEqual({ ...hard, reference_number: '' });
  });
});
