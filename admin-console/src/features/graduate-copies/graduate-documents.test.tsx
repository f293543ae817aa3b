import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TGraduateCopy } from '@registrar/shared-api';
import {
  downloadOne,
  failed,
  ok,
  setupTestApi,
  type FileRoute,
} from '../../components/file-transfer/testing';
import { graduateRecord } from '../../testing/graduate-fixtures';
import { onePage } from '../../testing/paginated';
import { renderApp } from '../../testing/render-admin';

const graduate = graduateRecord();
const copy = (id: number, title: string): TGraduateCopy => ({
  id,
  graduate_id: 11,
  title,
  file_name: `${title.toLowerCase().replace(/\s+/g, '-')}.pdf`,
  content_type: 'application/pdf',
  size_bytes: 2_516_582,
  sha256: 'f'.repeat(64),
  uploaded_by: 'Adaeze Okafor',
  created_at: '2024-02-01T10:00:00.000Z',
});

let copies: TGraduateCopy[];
let uploadReply: FileRoute;
const server = setupTestApi(() => ({
  'GET /api/graduates': () => ok(onePage([graduate])),
  'GET /api/graduates/11/copies': () => ok(copies),
  'POST /api/graduates/11/copies': (request) => uploadReply(request),
  'GET /api/graduate-copies/1/download': () => ({
    status: 200,
    raw: '%PDF-1.7 the transcript',
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="final-transcript.pdf"',
    },
  }),
  'DELETE /api/graduate-copies/1': () => {
    copies = copies.filter((c) => c.id !== 1);
    return { status: 200, body: { status: 'success', message: 'Transcript copy deleted' } };
  },
}));

beforeEach(() => {
  copies = [copy(1, 'Final transcript')];
  uploadReply = (request) => {
    const created = {
      ...copy(2, request.query.get('title') ?? ''),
      file_name: request.query.get('file_name') ?? '',
      size_bytes: request.raw.length,
    };
    copies = [created, ...copies];
    return ok(created, 'Transcript copy uploaded');
  };
});

const pdf = (name = 'result.pdf', text = '%PDF-1.7\n1 0 obj') =>
  new File([text], name, { type: 'application/pdf' });

/** Waits for the field's description (hint and error) to mention `text`. */
const describedAs = (element: HTMLElement, text: string) =>
  waitFor(() => expect(element).toHaveAccessibleDescription(expect.stringContaining(text)));

async function openDocuments() {
  const view = renderApp('/admin/graduate-copy', { width: 360 });
  await view.user.click(await screen.findByRole('button', { name: 'Documents of CSC/2016/001' }));
  const panel = await screen.findByRole('region', {
    name: 'Transcript documents: CSC/2016/001, Okafor Ada',
  });
  return { ...view, panel };
}

it('lists a graduate’s documents and uploads a PDF as the raw request body', async () => {
  const { user, panel } = await openDocuments();
  const table = within(panel).getByRole('table', { name: /Documents of CSC\/2016\/001/ });
  expect(await within(table).findByText('Final transcript')).toBeInTheDocument();
  expect(within(table).getByText('final-transcript.pdf (2.4 MB)')).toBeInTheDocument();

  await user.type(within(panel).getByRole('textbox', { name: /Document title/ }), 'Second copy');
  await user.upload(within(panel).getByLabelText('Transcript PDF'), pdf('second.pdf'));
  await user.click(within(panel).getByRole('button', { name: 'Upload document' }));

  expect(await screen.findByText('Transcript Uploaded')).toBeInTheDocument();
  const upload = server().requests.find((r) => r.method === 'POST');
  expect(upload?.contentType).toBe('application/pdf');
  expect(upload?.raw.toString('utf8')).toBe('%PDF-1.7\n1 0 obj');
  expect(upload?.query.get('title')).toBe('Second copy');
  expect(upload?.query.get('file_name')).toBe('second.pdf');
  expect(upload?.authorization).toBe('Bearer token-1');
  expect(await within(table).findByText('Second copy')).toBeInTheDocument();
  expect(within(panel).getByRole('textbox', { name: /Document title/ })).toHaveValue('');
});

it('refuses a wrong file on the field before sending, and shows the server’s file error', async () => {
  const { user, panel } = await openDocuments();
  await within(panel).findByText('Final transcript');
  const fileInput = within(panel).getByLabelText('Transcript PDF');

  await user.click(within(panel).getByRole('button', { name: 'Upload document' }));
  await describedAs(
    within(panel).getByRole('textbox', { name: /Document title/ }),
    'This field is required',
  );
  await describedAs(fileInput, 'Choose a PDF file');

  await user.type(within(panel).getByRole('textbox', { name: /Document title/ }), 'Scan');
  // The picker filters by `accept`; a drag-and-drop or "All files" choice can still bring a .txt.
  await userEvent
    .setup({ applyAccept: false })
    .upload(fileInput, new File(['hello'], 'notes.txt', { type: 'text/plain' }));

  await user.click(within(panel).getByRole('button', { name: 'Upload document' }));
  await describedAs(fileInput, 'The file must be a PDF');
  expect(fileInput).toHaveAttribute('aria-invalid', 'true');

  await user.upload(fileInput, pdf('fake.pdf', 'not really a pdf'));
  await user.click(within(panel).getByRole('button', { name: 'Upload document' }));
  await describedAs(fileInput, 'The file is not a PDF');

  const big = pdf('big.pdf', '%PDF-');
  Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
  await user.upload(fileInput, big);
  await user.click(within(panel).getByRole('button', { name: 'Upload document' }));
  await describedAs(fileInput, 'The file must be at most 10.0 MB (this one is 11.0 MB)');
  expect(server().requests.some((r) => r.method === 'POST')).toBe(false);

  uploadReply = () =>
    failed(422, 'The given data was invalid.', { file: ['The file is not a PDF'] });
  await user.upload(fileInput, pdf());
  await user.click(within(panel).getByRole('button', { name: 'Upload document' }));
  await waitFor(() => expect(server().requests.some((r) => r.method === 'POST')).toBe(true));
  await waitFor(() => expect(fileInput).toHaveFocus());
  await describedAs(fileInput, 'The file is not a PDF');
});

it('downloads a document as a file with the token in the header', async () => {
  const { user, panel } = await openDocuments();
  const file = await downloadOne(async () =>
    user.click(await within(panel).findByRole('button', { name: 'Download Final transcript' })),
  );
  expect(file.fileName).toBe('final-transcript.pdf');
  expect(file.text).toBe('%PDF-1.7 the transcript');
  const request = server().requests.find((r) => r.path.endsWith('/download'));
  expect(request?.authorization).toBe('Bearer token-1');
  expect(request?.url).toBe('/api/graduate-copies/1/download');
});

it('deletes a document only after confirming', async () => {
  const { user, panel } = await openDocuments();
  await user.click(await within(panel).findByRole('button', { name: 'Delete Final transcript' }));
  const modal = await screen.findByRole('dialog', { name: 'Delete this document?' });
  await user.click(within(modal).getByRole('button', { name: 'Cancel' }));
  expect(server().requests.some((r) => r.method === 'DELETE')).toBe(false);

  await user.click(within(panel).getByRole('button', { name: 'Delete Final transcript' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Delete this document?' })).getByRole(
      'button',
      { name: 'Delete document' },
    ),
  );
  expect(await screen.findByText('Transcript copy deleted')).toBeInTheDocument();
  expect(await within(panel).findByText('No transcript document uploaded yet')).toBeInTheDocument();

  await user.click(within(panel).getByRole('button', { name: 'Close documents' }));
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Documents of CSC/2016/001' })).toHaveFocus(),
  );
});
