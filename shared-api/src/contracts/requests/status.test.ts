import {
  bulkTargetStatuses,
  canStaffMove,
  requestStatuses,
  requestStatusLabels,
  staffTransitions,
  ZRequestStatus,
} from './status';

describe('request statuses', () => {
  it('labels every status', () => {
    expect(Object.keys(requestStatusLabels)).toEqual([...requestStatuses]);
  });

  it('refuses an unknown status with a message, and a missing one as required', () => {
    expect(ZRequestStatus.safeParse('lost').error?.issues[0]?.message).toBe(
      'Please choose a valid status',
    );
    expect(ZRequestStatus.safeParse(undefined).error?.issues[0]?.message).toBe(
      'This field is required',
    );
  });
});

describe('staff transitions', () => {
  it('emails only transcripts: a paper document is never sent', () => {
    expect(canStaffMove('transcript', 'processing', 'sent')).toBe(true);
    expect(canStaffMove('certificate', 'processing', 'sent')).toBe(false);
    expect(canStaffMove('attestation', 'processing', 'sent')).toBe(false);
    expect(canStaffMove('certificate', 'processing', 'dispatched')).toBe(true);
  });

  it('leaves pending_payment → paid to the payment, and final statuses final', () => {
    for (const kind of ['transcript', 'certificate', 'attestation'] as const) {
      expect(canStaffMove(kind, 'pending_payment', 'paid')).toBe(false);
      for (const status of ['completed', 'cancelled', 'refunded'] as const)
        expect(staffTransitions[kind][status]).toEqual([]);
    }
  });

  it('offers in bulk every move but dispatch and a hold, in the list order', () => {
    expect(bulkTargetStatuses.transcript).toEqual([
      'processing',
      'sent',
      'delivered',
      'completed',
      'rejected',
      'cancelled',
      'refunded',
    ]);
    // A certificate is never sent by email.
    expect(bulkTargetStatuses.certificate).toEqual([
      'processing',
      'delivered',
      'completed',
      'rejected',
      'cancelled',
      'refunded',
    ]);
  });
});
