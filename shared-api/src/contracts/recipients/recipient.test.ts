import { matchesReferenceFormat, referenceExample, ZRecipientInput } from './recipient';

describe('a reference format', () => {
  it('takes digits for 9, letters for A, either for *, and the rest as it is in any case', () => {
    expect(matchesReferenceFormat('WES-9999999', 'WES-1234567')).toBe(true);
    expect(matchesReferenceFormat('WES-9999999', 'wes-1234567')).toBe(true);
    expect(matchesReferenceFormat('WES-9999999', 'WES-123456')).toBe(false);
    expect(matchesReferenceFormat('WES-9999999', 'WES-12345X7')).toBe(false);
    expect(matchesReferenceFormat('AA/**', 'ab/1c')).toBe(true);
    expect(matchesReferenceFormat('AA/**', '1b/1c')).toBe(false);
    // A literal A or 9's neighbour is written in lowercase.
    expect(matchesReferenceFormat('case-9', 'CASE-1')).toBe(true);
  });

  it('reads what a keyboard or a copied text may give: other dashes, full-width digits, spaces', () => {
    expect(matchesReferenceFormat('WES-9999999', ' WES\u20131234567 ')).toBe(true);
    expect(matchesReferenceFormat('99 99', '１２  ３４')).toBe(true);
    // The Kelvin sign folds to K; other letters outside ASCII never match a literal.
    expect(matchesReferenceFormat('K-9', '\u212A-1')).toBe(true);
    expect(matchesReferenceFormat('A-9', 'é-1')).toBe(false);
  });

  it('is shown to the applicant as an example', () => {
    expect(referenceExample('WES-9999999')).toBe('WES-1234567');
    expect(referenceExample('case-9')).toBe('CASE-1');
    expect(referenceExample('AA/**')).toBe('XX/12');
  });

  it('is checked where staff write it', () => {
    const receiver = {
      name: 'Scholaro',
      kind: 'evaluator',
      email: 'in@scholaro.example',
      abroad: true,
      accepts_soft_copy: true,
      accepts_hard_copy: false,
      reference_required: true,
    };
    expect(ZRecipientInput.safeParse({ ...receiver, reference_format: 'SCH-9999' }).success).toBe(
      true,
    );
    expect(
      ZRecipientInput.safeParse({ ...receiver, reference_format: '^SCH[0-9]+$' }).success,
    ).toBe(false);
  });
});
