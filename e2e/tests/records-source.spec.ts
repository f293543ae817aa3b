import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, keepScreenshot, test } from '../support/fixtures';
import { settleAdminScreen, signInAsAdministrator } from '../support/admin';
import { type RecordsFeed, startRecordsFeed } from '../support/records-feed';
import { dataOf } from '../support/seed';
import { server } from '../support/servers';

/**
 * An administrator points Registrar at the student records system's feed (the stand-in of the
 * server build), checks it, previews a full sync (three new graduates and one conflict: a record
 * typed by hand with another spelling of the surname), applies it, then takes the source's
 * spelling for the conflict. axe-core on the screen and on the run's page, at 1280 px and 360 px.
 */

const SESSION = '2023/2024';
const programme = {
  programme: 'Records Science',
  faculty: 'Computing',
  department: 'Records',
  degree: 'B.Sc.',
};
const feedGraduate = (n: number, surname: string, firstName: string) => ({
  student_id: `E2E-${String(n)}`,
  matric_number: `RSE/23/${String(n).padStart(4, '0')}`,
  surname,
  first_name: firstName,
  other_names: null,
  email: `records.e2e.${String(n)}@example.com`,
  ...programme,
  class_of_degree: 'Second Class Upper',
  graduation_session: SESSION,
});
const conflicting = feedGraduate(4, 'Okonkwo', 'Adaeze');

let feed: RecordsFeed;

test.beforeAll(async () => {
  feed = await startRecordsFeed({
    catalogue: {
      sessions: [
        {
          code: SESSION,
          name: '2023/2024 session',
          starts_on: '2023-10-02',
          ends_on: '2024-09-27',
        },
      ],
      programmes: [
        {
          name: programme.programme,
          faculty: programme.faculty,
          department: programme.department,
          degree: programme.degree,
        },
      ],
    },
    rows: [
      feedGraduate(1, 'Adeyemi', 'Tolu'),
      feedGraduate(2, 'Bello', 'Musa'),
      feedGraduate(3, 'Chukwu', 'Ngozi'),
      conflicting,
    ],
  });
});
test.afterAll(() => feed.close());

/** The first administrator's bearer header, signed in through the API. */
async function adminHeaders(request: APIRequestContext) {
  const { baseURL, adminEmail, adminPassword } = server('main');
  const { token } = await dataOf<{ token: string }>(
    await request.post(`${baseURL}/api/auth/login`, {
      data: { email: adminEmail, password: adminPassword },
    }),
  );
  return { authorization: `Bearer ${token}` };
}

/** The graduate record of `matric`, as the API lists it. */
async function graduateRecord(request: APIRequestContext, matric: string) {
  const { baseURL } = server('main');
  const page = await dataOf<{ data: { matric_number: string; surname: string }[] }>(
    await request.get(`${baseURL}/api/graduates?search=${encodeURIComponent(matric)}`, {
      headers: await adminHeaders(request),
    }),
  );
  return page.data.find((record) => record.matric_number === matric);
}

/** Nothing on the page is wider than the window (no sideways scroll). */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);

test('configure the feed, preview a sync, apply it and resolve its conflict', async ({
  page,
  pageErrors,
  request,
}) => {
  const { baseURL } = server('main');
  // Typed by hand before the source was connected, with the surname misspelt.
  await dataOf(
    await request.post(`${baseURL}/api/graduates`, {
      headers: await adminHeaders(request),
      data: {
        ...conflicting,
        student_id: undefined,
        graduation_session: undefined,
        surname: 'Okonkwoo',
        graduation_year: 2024,
      },
    }),
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdministrator(page);
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('button', { name: 'Graduation Services' }).click();
  await nav.getByRole('link', { name: 'Records Source' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Records source' })).toBeVisible();
  const setup = page.getByRole('region', { name: 'On the server' });
  await expect(setup).toContainText('Set on the server.');

  await page.getByRole('combobox', { name: 'Source' }).selectOption('http');
  await page.getByRole('textbox', { name: /^Feed address/ }).fill(feed.url);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check passed' })).toContainText(
    'The feed answered: 1 session(s), 1 programme(s).',
  );
  await settleAdminScreen(page);
  await expectNoAxeViolations(page, '/admin/records-source (1280 px)');

  await page.getByRole('button', { name: 'Sync now' }).click();
  const run = page.getByRole('row').filter({ hasText: 'Ready to apply' });
  await expect(run).toContainText('3 new, 0 changed, 1 conflict, 0 rejected, 0 missing');
  await keepScreenshot(page, 'admin-records-source-desktop');
  await run.getByRole('link', { name: /^Run \d+$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Sync run \d+$/ })).toBeVisible();
  const conflictRow = page.getByRole('row').filter({ hasText: 'Okonkwo Adaeze' });
  await expect(conflictRow).toContainText('Surname: Okonkwoo → Okonkwo');
  await expect(page.getByRole('row').filter({ hasText: 'Adeyemi Tolu' })).toContainText(
    'A new record.',
  );
  await settleAdminScreen(page);
  await expectNoAxeViolations(page, 'a ready sync run (1280 px)');

  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply this sync?' });
  await expect(dialog).toContainText('3 new records will be created and 0 records changed.');
  await expect(dialog).toContainText('1 conflict waits for your decision');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText(/^Run \d+: Applied$/)).toBeAttached();
  await expect(page.getByRole('definition').filter({ hasText: /^Applied$/ })).toBeVisible();
  expect((await graduateRecord(request, 'RSE/23/0001'))?.surname).toBe('Adeyemi');
  expect((await graduateRecord(request, 'RSE/23/0004'))?.surname).toBe('Okonkwoo');

  await page.getByRole('combobox', { name: 'Show' }).selectOption('conflict');
  await conflictRow
    .getByRole('button', { name: "Take the source's values for Okonkwo Adaeze" })
    .click();
  await expect(conflictRow).toContainText("Decided: took the source's values.");
  expect((await graduateRecord(request, 'RSE/23/0004'))?.surname).toBe('Okonkwo');
  await settleAdminScreen(page);
  await expectNoAxeViolations(page, 'an applied sync run with its conflict decided (1280 px)');
  await keepScreenshot(page, 'admin-records-sync-run-desktop');

  // A phone: nothing scrolls sideways; the tables are cards.
  await page.setViewportSize({ width: 360, height: 780 });
  await settleAdminScreen(page);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, 'a sync run (360 px)');
  await keepScreenshot(page, 'admin-records-sync-run-phone');
  await page.getByRole('link', { name: 'Back to the records source' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Records source' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Applied' })).toBeVisible();
  await settleAdminScreen(page);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, '/admin/records-source (360 px)');
  await keepScreenshot(page, 'admin-records-source-phone');

  // The synced graduates are filed under their session: the graduate records filter by it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${baseURL}/admin/graduate-copy`);
  const records = page.getByRole('table', { name: 'Graduate records' });
  await expect(records.getByText('FUTD/10/0001')).toBeVisible();
  await page.getByRole('combobox', { name: 'Graduation session' }).selectOption(SESSION);
  await expect(page).toHaveURL(/session=2023%2F2024/);
  for (const n of [1, 2, 3, 4])
    await expect(records.getByText(`RSE/23/000${String(n)}`)).toBeVisible();
  await expect(records.getByText('FUTD/10/0001')).toHaveCount(0);
  await settleAdminScreen(page);
  await expectNoAxeViolations(page, 'graduate records of one session (1280 px)');
  expect(pageErrors).toEqual([]);
});
