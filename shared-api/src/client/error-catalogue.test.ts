import { errorMessages, type ErrorOutcome } from './error-catalogue';
import { emailNotSentMessage } from './messages';

const CONNECTION = 'Please check your internet connection or wait until servers are back online.';
const GENERIC = 'An error occurred. Please try again.';
const EMAIL_NOT_SENT = 'We could not send an email to this address. Please check it and try again.';
const SERVER_EMAIL_TEXT = 'Email could not be sent to this email address.';

const named = (name: string): Error => Object.assign(new Error(name), { name });

const status = (code: number, statusText?: string) => ({
  status: code,
  ...(statusText === undefined ? {} : { statusText }),
});

const cases: [string, ErrorOutcome, string[]][] = [
  // 1. no response
  ['no response, fetch TypeError', { error: new TypeError('fetch failed') }, [CONNECTION]],
  ['no response, nothing known', {}, [CONNECTION]],
  ['no response, timeout', { error: named('TimeoutError') }, [CONNECTION]],
  [
    'no response wins over a body',
    { error: new TypeError('fetch failed'), body: { message: 'ignored' } },
    [CONNECTION],
  ],
  [
    'no response, aborted',
    { error: new DOMException('aborted', 'AbortError') },
    ['Request aborted'],
  ],
  // 2. 417
  [
    '417 shows the message',
    { response: status(417), body: { message: 'Payment expected' } },
    ['Payment expected'],
  ],
  [
    '417 wins over errors',
    { response: status(417), body: { message: 'Payment expected', errors: { a: ['x'] } } },
    ['Payment expected'],
  ],
  ['417 without a message', { response: status(417), body: {} }, [GENERIC]],
  // 3. 401 / Unauthorized
  [
    '401 shows the message',
    { response: status(401), body: { message: 'Token expired' } },
    ['Token expired'],
  ],
  ['401 without a body', { response: status(401) }, ['Unauthorized']],
  [
    'status text Unauthorized',
    { response: status(400, 'Unauthorized'), body: 'nope' },
    ['Unauthorized'],
  ],
  [
    '401 wins over errors',
    { response: status(401), body: { message: 'Sign in', errors: { a: ['x'] } } },
    ['Sign in'],
  ],
  // 4. errors
  [
    'first message of each field',
    {
      response: status(422),
      body: {
        message: 'Invalid',
        errors: { email: ['Bad email', 'Too long'], password: ['Required'] },
      },
    },
    ['Bad email', 'Required'],
  ],
  [
    'empty errors fall through',
    { response: status(422), body: { message: 'Invalid', errors: {} } },
    ['Invalid'],
  ],
  // 5. error
  [
    'error shown',
    { response: status(404), body: { error: 'Application not found' } },
    ['Application not found'],
  ],
  ['error wins over message', { response: status(400), body: { error: 'E', message: 'M' } }, ['E']],
  [
    'Student not found shows nothing',
    { response: status(404), body: { error: 'Student not found', message: 'M' } },
    [],
  ],
  // 6. message
  [
    'message shown',
    { response: status(500), body: { status: 'error', message: 'Rate exists' } },
    ['Rate exists'],
  ],
  [
    'message on a 200 that is not success',
    { response: status(200), body: { status: 'fail', message: 'No' } },
    ['No'],
  ],
  // 7. otherwise
  ['no body', { response: status(500) }, [GENERIC]],
  ['non-JSON body', { response: status(502), body: undefined }, [GENERIC]],
  ['empty message', { response: status(500), body: { message: '  ' } }, [GENERIC]],
  [
    'body broke off mid-way',
    { response: status(200), error: new TypeError('terminated') },
    ['Network Error'],
  ],
  [
    '401 whose body broke off',
    { response: status(401), error: new TypeError('terminated') },
    ['Unauthorized'],
  ],
  // translation
  [
    'email message translated',
    { response: status(500), body: { message: SERVER_EMAIL_TEXT } },
    [EMAIL_NOT_SENT],
  ],
  [
    'email error translated',
    { response: status(500), body: { error: SERVER_EMAIL_TEXT } },
    [EMAIL_NOT_SENT],
  ],
  [
    'email field message translated',
    { response: status(422), body: { errors: { email: [SERVER_EMAIL_TEXT], name: ['Required'] } } },
    [EMAIL_NOT_SENT, 'Required'],
  ],
  [
    'email on 417 translated',
    { response: status(417), body: { message: SERVER_EMAIL_TEXT } },
    [EMAIL_NOT_SENT],
  ],
];

describe('errorMessages (spec §8)', () => {
  it.each(cases)('%s', (_name, outcome, expected) => {
    expect(errorMessages(outcome)).toEqual(expected);
  });

  it('exports the translated email text', () => {
    expect(emailNotSentMessage).toBe(EMAIL_NOT_SENT);
  });
});
