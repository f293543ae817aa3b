import { toSubmitCopy, ZSubmitApplicationCopy, type TCompleteCopy } from './submit-application';

const copy: TCompleteCopy = {
  purpose: 'Employment',
  type: 'official',
  format: 'soft_copy',
  recipient_email: 'hr@acme.test',
  recipient_name: 'Admissions',
  recipient_address: '1 College Road',
  region_id: 2,
  courier_id: 3,
  reference_number: '',
  recipient_id: 7,
};

describe('toSubmitCopy', () => {
  it("sends the common fields and the copy's own format's delivery fields", () => {
    expect(toSubmitCopy(copy)).toEqual({
      purpose: 'Employment',
      type: 'official',
      format: 'soft_copy',
      recipient_email: 'hr@acme.test',
      reference_number: null,
      recipient_id: 7,
    });
    expect(toSubmitCopy({ ...copy, format: 'hard_copy', reference_number: 'R-1' })).toEqual({
      purpose: 'Employment',
      type: 'official',
      format: 'hard_copy',
      recipient_name: 'Admissions',
      recipient_address: '1 College Road',
      region_id: 2,
      courier_id: 3,
      reference_number: 'R-1',
      recipient_id: 7,
    });
  });

  it('gives what the contract accepts', () => {
    expect(ZSubmitApplicationCopy.safeParse(toSubmitCopy(copy)).success).toBe(true);
  });
});
