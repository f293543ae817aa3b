import { createAppStore } from '@registrar/shared-api';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import PortalApp from '../../app/portal-app';

/** /verify/:code belongs to another screen; this stands in for it to see where the form leads. */
function VerifyProbe() {
  return <p>Verifying {useParams().code}</p>;
}

const renderPage = () => {
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={['/auth/tertiary-user']}>
        <Routes>
          <Route path="/verify/:code" element={<VerifyProbe />} />
          <Route path="/*" element={<PortalApp />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return userEvent.setup();
};

describe('Receiving institutions and evaluators (/auth/tertiary-user)', () => {
  it('explains how official copies reach them', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Receiving institutions and evaluators',
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('heading', { name: 'How official copies reach you' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/emailed by the registry straight to/)).toBeInTheDocument();
  });

  it('takes a verification code to its verification page', async () => {
    const user = renderPage();
    await user.type(
      await screen.findByRole('textbox', { name: /Verification code/ }),
      ' ab12-cd34 ',
    );
    await user.click(screen.getByRole('button', { name: 'Check the document' }));
    expect(await screen.findByText('Verifying AB12-CD34')).toBeInTheDocument();
  });

  it('asks for a code in the expected form, with the error summary', async () => {
    const user = renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Verification code/ }), 'ab/12');
    await user.click(screen.getByRole('button', { name: 'Check the document' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(within(summary).getByRole('link')).toHaveTextContent(
      'Verification code: Enter the code as printed: letters, numbers and dashes only',
    );
    expect(screen.queryByText(/Verifying/)).toBeNull();
  });
});
