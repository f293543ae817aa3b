import { exportPayments, tokenStorage, uploadGraduateCopy } from '@registrar/shared-api';
import { useNotifications } from '@registrar/shared-ui';
import { renderHook } from '@testing-library/react';
import { downloadFile, uploadFile } from './file-transfer';
import { fileNameOf } from '@registrar/shared-api';
import { captureDownloads, failed, ok, setupTestApi, textOf } from './testing';

const copy = {
  id: 5,
  graduate_id: 9,
  title: 'Final transcript',
  file_name: 'final.pdf',
  content_type: 'application/pdf',
  size_bytes: 9,
  sha256: 'ab',
  uploaded_by: 'Ada',
  created_at: '2024-01-01T00:00:00.000Z',
};

const server = setupTestApi(() => ({
  'GET /api/payments/export': () => ({
    status: 200,
    raw: 'reference,amount\nRGR-1,1500.00\n',
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="payments-2024.csv"',
    },
  }),
  'POST /api/graduates/9/copies': () => ok(copy, 'Transcript copy uploaded'),
}));

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});
afterEach(() => downloads.restore());

const errorsShown = () => {
  const { result } = renderHook(() => useNotifications());
  return result.current.filter((n) => n.type === 'error').map((n) => n.message);
};

describe('downloadFile', () => {
  it('sends the token in the header, not the URL, and saves the bytes under the server’s name', async () => {
    tokenStorage.set('tok-1');

    await expect(
      downloadFile(exportPayments, { query: { status: 'paid', from: '' }, fallbackName: 'x.csv' }),
    ).resolves.toBe(true);

    const request = server().requests[0];
    expect(request?.authorization).toBe('Bearer tok-1');
    expect(request?.url).toBe('/api/payments/export?status=paid');
    expect(downloads.saved).toHaveLength(1);
    expect(downloads.saved[0]?.fileName).toBe('payments-2024.csv');
    expect(await textOf(downloads.saved[0]!.blob)).toBe('reference,amount\nRGR-1,1500.00\n');
  });

  it('shows the server’s message and saves nothing when it refuses', async () => {
    server().setRoutes({
      'GET /api/payments/export': () => failed(403, 'This action is unauthorized.'),
    });

    await expect(downloadFile(exportPayments, { fallbackName: 'x.csv' })).resolves.toBe(false);

    expect(downloads.saved).toEqual([]);
    expect(errorsShown()).toEqual(['This action is unauthorized.']);
  });
});

describe('uploadFile', () => {
  it('posts the file itself as the body with its type and returns the parsed answer', async () => {
    const file = new File(['%PDF-1.7\n'], 'final.pdf', { type: 'application/pdf' });

    const answer = await uploadFile(uploadGraduateCopy, {
      params: { id: 9 },
      query: { title: 'Final transcript', file_name: 'final.pdf' },
      file,
    });

    expect(answer).toEqual({ status: 'success', message: 'Transcript copy uploaded', data: copy });
    const request = server().requests[0];
    expect(request?.contentType).toBe('application/pdf');
    expect(request?.raw.toString('utf8')).toBe('%PDF-1.7\n');
    expect(request?.query.get('title')).toBe('Final transcript');
  });

  it('hands field errors to onFailure after notifying', async () => {
    server().setRoutes({
      'POST /api/graduates/9/copies': () =>
        failed(422, 'The given data was invalid.', { file: ['The file must be a PDF'] }),
    });
    const onFailure = jest.fn();

    await expect(
      uploadFile(uploadGraduateCopy, {
        params: { id: 9 },
        query: { title: 'T' },
        file: new File(['x'], 'a.pdf', { type: 'application/pdf' }),
        onFailure,
      }),
    ).resolves.toBe(false);

    expect(onFailure).toHaveBeenCalledWith({
      status: 422,
      message: 'The given data was invalid.',
      errors: { file: ['The file must be a PDF'] },
    });
    expect(errorsShown()).toEqual(['The file must be a PDF']);
  });
});

it.each([
  ['attachment; filename="a b.csv"', 'a b.csv'],
  ["attachment; filename=x.pdf; filename*=UTF-8''%C3%A9t%C3%A9.pdf", 'été.pdf'],
  ['attachment; filename=plain.pdf', 'plain.pdf'],
  ['inline', null],
  [null, null],
])('fileNameOf(%p) → %p', (header, name) => {
  expect(fileNameOf(header)).toBe(name);
});
