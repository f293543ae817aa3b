import type { TRecipient } from '@registrar/shared-api';
import { screen, waitFor, within } from '@testing-library/react';
import { focusedErrorSummary, summaryLinkTexts } from '../../testing/error-summary';
import { applicationData, ok, storedApplicant } from '../../testing/fixtures';
import { setupPortalServer } from '../../testing/portal-server';
import { quoteRoute } from '../../testing/quote-route';
import { renderPortal } from '../../testing/render-portal';

const wes: TRecipient = {
  id: 7,
  name: 'World Education Services (WES), Canada',
  kind: 'evaluator',
  email: 'docs@wes.example',
  address: '2 Carlton Street, Toronto, Canada',
  abroad: true,
  accepts_soft_copy: false,
  accepts_hard_copy: true,
  reference_required: true,
  reference_label: 'WES reference number',
  reference_format: '9999999',
};
const unilag: TRecipient = {
  id: 9,
  name: 'University of Lagos, Postgraduate School',
  kind: 'university',
  email: 'pg@unilag.example',
  address: 'Akoka, Lagos',
  abroad: false,
  accepts_soft_copy: true,
  accepts_hard_copy: true,
  reference_required: false,
  reference_label: null,
  reference_format: null,
};

/** The directory's search: every word of `search` in the name, in any case. */
const directoryRoute = ({ query }: { query: URLSearchParams }) => {
  const words = (query.get('search') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return ok(
    [wes, unilag].filter((receiver) =>
      words.every((word) => receiver.name.toLowerCase().includes(word)),
    ),
  );
};

const server = setupPortalServer();
beforeEach(() => {
  localStorage.setItem('applicant-portal.applicant', storedApplicant());
  server.setRoutes({
    'GET /api/application-data': () => ok(applicationData),
    'GET /api/recipient-directory': directoryRoute,
    'POST /api/applications/quote': quoteRoute,
  });
});

type User = ReturnType<typeof renderPortal>['user'];

const startOfficialCopy = async (user: User) => {
  await user.selectOptions(
    await screen.findByRole('combobox', { name: 'What is the transcript for?' }),
    'Further Studies',
  );
  await user.click(screen.getByRole('radio', { name: 'Official copy' }));
};

const receiverBox = () => screen.getByRole('combobox', { name: /Who is receiving it/ });

describe('A copy to a receiver of the directory', () => {
  it('is found by typing, chosen by keyboard, and dictates where the copy goes', async () => {
    const { user } = renderPortal('/apply/copy/new');
    await startOfficialCopy(user);
    await user.type(receiverBox(), 'wes');
    const list = await screen.findByRole('listbox', { name: 'Receivers found' });
    const option = await within(list).findByRole('option', { name: /WES\), Canada/ });
    expect(option).toHaveTextContent('Credential evaluator · takes hard copy by courier');
    expect(await screen.findByText(/^1 receiver found/)).toHaveAttribute('role', 'status');
    await user.keyboard('{ArrowDown}{Enter}');

    expect(receiverBox()).toHaveValue(wes.name);
    // It takes hard copies only: the format is chosen and soft copy cannot be.
    expect(screen.getByRole('radio', { name: 'Hard copy' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Soft copy' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Soft copy' })).toHaveAccessibleDescription(
      /does not take soft copy/,
    );
    // Its name and address are filled in and locked; it is abroad, so only abroad regions.
    expect(screen.getByRole('textbox', { name: /Recipient name/ })).toHaveValue(wes.name);
    expect(screen.getByRole('textbox', { name: /Recipient name/ })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: /Recipient address/ })).toHaveValue(wes.address);
    const region = screen.getByRole('combobox', { name: /Destination region/ });
    expect(within(region).queryByRole('option', { name: /Lagos/ })).toBeNull();
    await user.selectOptions(region, '5');
    await user.selectOptions(screen.getByRole('combobox', { name: /Courier/ }), '3');

    // Its reference is required, in its format, with an example.
    const reference = screen.getByRole('textbox', { name: 'WES reference number' });
    expect(reference).toHaveAccessibleDescription(/Write it as 1234567/);
    await user.click(screen.getByRole('button', { name: 'Add this copy' }));
    let summary = await focusedErrorSummary();
    expect(summaryLinkTexts(summary)).toEqual(['Reference number: Enter the WES reference number']);
    await user.type(reference, '12345');
    await user.click(screen.getByRole('button', { name: 'Add this copy' }));
    summary = await focusedErrorSummary();
    expect(summaryLinkTexts(summary)).toEqual([
      'Reference number: Enter the WES reference number as 1234567',
    ]);
    await user.clear(reference);
    await user.type(reference, '7654321');
    await user.click(screen.getByRole('button', { name: 'Add this copy' }));

    expect(await screen.findByRole('status', { name: 'Copy added' })).toBeVisible();
    expect(screen.getByText('From the recipient directory')).toBeInTheDocument();
    const [saved] = JSON.parse(
      localStorage.getItem('applicant-portal.transcript_copies') ?? '[]',
    ) as Record<string, unknown>[];
    expect(saved).toMatchObject({
      recipient_id: 7,
      format: 'hard_copy',
      recipient_name: wes.name,
      recipient_address: wes.address,
      region_id: 5,
      reference_number: '7654321',
    });
  });

  it('is found again when the copy is changed, and undone by editing the text', async () => {
    localStorage.setItem(
      'applicant-portal.transcript_copies',
      JSON.stringify([
        {
          id: 'a',
          purpose: 'Further Studies',
          type: 'official',
          format: 'soft_copy',
          recipient_id: unilag.id,
          recipient_name: unilag.name,
          recipient_email: unilag.email,
        },
      ]),
    );
    const { user } = renderPortal('/apply/copy/a');
    await waitFor(() => expect(receiverBox()).toHaveValue(unilag.name));
    const email = screen.getByRole('textbox', { name: /Recipient email/ });
    await waitFor(() => expect(email).toHaveAttribute('readonly'));
    expect(email).toHaveValue(unilag.email);

    await user.type(receiverBox(), 'x');
    expect(receiverBox()).toHaveValue(`${unilag.name}x`);
    // Unlisted again: the fields are the applicant's to fill in.
    expect(email).not.toHaveAttribute('readonly');
    expect(email).toHaveValue('');
    await user.type(email, 'me@elsewhere.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status', { name: 'Copy updated' })).toBeVisible();
    expect(
      screen.getByText('Not in the directory: the registry checks it before sending'),
    ).toBeInTheDocument();
  });

  it('lets a saved receiver no longer offered go: the copy keeps its details, unlocked', async () => {
    localStorage.setItem(
      'applicant-portal.transcript_copies',
      JSON.stringify([
        {
          id: 'a',
          purpose: 'Further Studies',
          type: 'official',
          format: 'soft_copy',
          recipient_id: 99,
          recipient_name: 'A Board Since Withdrawn',
          recipient_email: 'board@withdrawn.example',
        },
      ]),
    );
    const { user } = renderPortal('/apply/copy/a');
    const email = await screen.findByRole('textbox', { name: /Recipient email/ });
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === '/api/recipient-directory')).toBe(true),
    );
    expect(email).not.toHaveAttribute('readonly');
    expect(email).toHaveValue('board@withdrawn.example');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status', { name: 'Copy updated' })).toBeVisible();
    const [saved] = JSON.parse(
      localStorage.getItem('applicant-portal.transcript_copies') ?? '[]',
    ) as Record<string, unknown>[];
    expect(saved).toMatchObject({ recipient_id: null, recipient_email: 'board@withdrawn.example' });
  });

  it('chooses nothing when the applicant leaves the field, and says what a choice takes', async () => {
    const { user } = renderPortal('/apply/copy/new');
    await startOfficialCopy(user);
    await user.type(receiverBox(), 'lagos');
    await screen.findByRole('option', { name: /University of Lagos/ });
    expect(receiverBox()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(receiverBox()).toHaveValue('lagos');
    expect(screen.queryByText(/University · takes/)).toBeNull();
    await user.click(receiverBox());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(receiverBox()).toHaveValue(unilag.name);
    expect(receiverBox()).toHaveAccessibleDescription(/University · takes soft copy by email/);
  });

  it('says when nothing matches, and the copy can go to a receiver typed in', async () => {
    const { user } = renderPortal('/apply/copy/new');
    await startOfficialCopy(user);
    await user.type(receiverBox(), 'acme');
    expect(await screen.findByText(/^No receiver in the directory matches/)).toHaveAttribute(
      'role',
      'status',
    );
    const list = screen.getByRole('listbox', { name: 'Receivers found', hidden: true });
    expect(within(list).queryByRole('option', { hidden: true })).toBeNull();
    // Typed in below, it is an unlisted receiver: no directory id goes with the copy.
    await user.click(screen.getByRole('radio', { name: 'Soft copy' }));
    await user.type(screen.getByRole('textbox', { name: /Recipient email/ }), 'hr@acme.example');
    await user.click(screen.getByRole('button', { name: 'Add this copy' }));
    expect(await screen.findByRole('status', { name: 'Copy added' })).toBeVisible();
    expect(
      screen.getByText('Not in the directory: the registry checks it before sending'),
    ).toBeInTheDocument();
  });

  it('is not offered for a student copy', async () => {
    const { user } = renderPortal('/apply/copy/new');
    await user.click(await screen.findByRole('radio', { name: 'Student copy' }));
    expect(screen.queryByRole('combobox', { name: /Who is receiving it/ })).toBeNull();
  });
});
