import {
  normalizeNigerianPhone,
  phoneMessages,
  ZNigerianPhone,
} from '@registrar/shared-api/contracts';
import type { Branding } from '../src/modules/mail/branding';
import { loadSmsConfig } from '../src/modules/sms/config';
import { parseQuietHours, quietUntil } from '../src/modules/sms/quiet-hours';
import { gsmLength, SMS_SEGMENT, smsTemplates } from '../src/modules/sms/templates';

describe('a Nigerian mobile number, as applicants type it', () => {
  it.each([
    ['0803 123 4567', '+2348031234567'],
    ['08031234567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['+234 (0) 803-123-4567', '+2348031234567'],
    ['0705.555.1234', '+2347055551234'],
    ['0911 000 0001', '+2349110000001'],
  ])('%s is %s', (typed, e164) => {
    expect(normalizeNigerianPhone(typed)).toBe(e164);
  });

  it.each([
    ['12345', phoneMessages.invalid],
    ['+44 7911 123456', phoneMessages.invalid],
    ['0803 123 456', phoneMessages.invalid],
    ['0603 123 4567', phoneMessages.notMobile],
    ['01 234 5678 90', phoneMessages.notMobile],
  ])('%s is refused with a message that says what to type', (typed, message) => {
    const parsed = ZNigerianPhone.safeParse(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(message);
  });
});

describe('quiet hours, on the institution clock (WAT, UTC+1)', () => {
  const night = parseQuietHours('21:00-07:00');
  const day = parseQuietHours('12:00-14:00');
  it.each([
    ['21:30 WAT', '2026-12-01T20:30:00Z', night, '2026-12-02T06:00:00.000Z'],
    ['06:59 WAT', '2026-12-02T05:59:00Z', night, '2026-12-02T06:00:00.000Z'],
    ['21:00 WAT', '2026-12-01T20:00:00Z', night, '2026-12-02T06:00:00.000Z'],
    ['07:00 WAT', '2026-12-02T06:00:00Z', night, null],
    ['20:59 WAT', '2026-12-01T19:59:00Z', night, null],
    ['12:10 WAT, a daytime window', '2026-12-01T11:10:00Z', day, '2026-12-01T13:00:00.000Z'],
    ['14:00 WAT, a daytime window', '2026-12-01T13:00:00Z', day, null],
  ])('at %s a status text waits until the window ends (%#)', (_label, at, window, until) => {
    expect(quietUntil(new Date(at), window)?.toISOString() ?? null).toBe(until);
  });
  it('"off" and an empty window mean none', () => {
    expect(parseQuietHours('off')).toBeNull();
    expect(parseQuietHours('07:00-07:00')).toBeNull();
  });
});

describe('every text fits one SMS and tells a stranger holding the phone nothing personal', () => {
  const b: Branding = {
    name: 'Federal University of Technology, Demo',
    acronym: 'FUTD',
    primary: '#000000',
    secondary: '#ffffff',
    publicUrl: 'https://registry.futd.edu.ng',
  };
  const texts = {
    status: smsTemplates.sms_status.text({ tracking_id: '7K3M9QX2ABCD', status: 'processing' }, b),
    holdNone: smsTemplates.sms_hold.text(
      { tracking_id: '7K3M9QX2ABCD', applicant_action: 'none' },
      b,
    ),
    holdReply: smsTemplates.sms_hold.text(
      { tracking_id: '7K3M9QX2ABCD', applicant_action: 'reply' },
      b,
    ),
    holdUpload: smsTemplates.sms_hold.text(
      { tracking_id: '7K3M9QX2ABCD', applicant_action: 'upload' },
      b,
    ),
    ready: smsTemplates.sms_document_ready.text({ tracking_id: '7K3M9QX2ABCD' }, b),
    code: smsTemplates.sms_phone_code.text({ minutes: 10, secret_token: '042917' }, b),
  };
  it.each(Object.entries(texts))('%s', (_name, text) => {
    expect(gsmLength(text)).not.toBeNull();
    expect(gsmLength(text)!).toBeLessThanOrEqual(SMS_SEGMENT);
  });
  it('status texts name the request and link to its track page; a hold says what to do, not why', () => {
    for (const text of [texts.status, texts.holdReply, texts.ready])
      expect(text).toContain('https://registry.futd.edu.ng/track?reference=7K3M-9QX2-ABCD');
    expect(texts.holdNone).toBe(
      'FUTD: request 7K3M-9QX2-ABCD is on hold; you need do nothing. See why on the track page: https://registry.futd.edu.ng/track?reference=7K3M-9QX2-ABCD',
    );
    expect(texts.holdReply).toContain('is on hold until you reply to the registry. See why');
    expect(texts.holdUpload).toContain('is on hold until you send a document. See why');
  });
});

describe('a server texts only as configured', () => {
  const on = { SMS_PROVIDER: 'termii', TERMII_API_KEY: 'key', TERMII_SENDER_ID: 'FUTD' };
  it('refuses to start with Termii on without its key or sender ID', () => {
    expect(() => loadSmsConfig({ SMS_PROVIDER: 'termii' })).toThrow(
      /TERMII_API_KEY: required with SMS_PROVIDER=termii\n {2}TERMII_SENDER_ID/,
    );
  });
  it('never sends the API key over plain http, except to this machine', () => {
    expect(() => loadSmsConfig({ ...on, TERMII_BASE_URL: 'http://api.ng.termii.com' })).toThrow(
      /TERMII_BASE_URL: use https/,
    );
    expect(
      loadSmsConfig({ ...on, TERMII_BASE_URL: 'http://127.0.0.1:4010/' }).termii,
    ).toMatchObject({ baseUrl: 'http://127.0.0.1:4010' });
    expect(loadSmsConfig(on).termii?.baseUrl).toBe('https://api.ng.termii.com');
  });
});
