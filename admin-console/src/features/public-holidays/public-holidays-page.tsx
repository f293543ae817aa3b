import {
  apiRequest,
  createPublicHoliday,
  deletePublicHoliday,
  listPublicHolidays,
  type TPublicHoliday,
  type TPublicHolidayInput,
  updatePublicHoliday,
  ZPublicHolidayInput,
} from '@registrar/shared-api';
import { formatInstitutionDay } from '@registrar/shared-api/core';
import { createColumnHelper } from '@registrar/shared-ui';
import { SettingsCrudPage } from '../../components/settings-crud/settings-crud-page';
import type { DraftErrors, SettingsCrudConfig } from '../../components/settings-crud/types';

type HolidayDraft = { date: string; name: string };

const helper = createColumnHelper<TPublicHoliday>();

const toInput = (draft: HolidayDraft): TPublicHolidayInput => ({
  date: draft.date.trim(),
  name: draft.name.trim(),
});

const config: SettingsCrudConfig<TPublicHoliday, HolidayDraft, TPublicHolidayInput> = {
  noun: 'public holiday',
  plural: 'Public holidays',
  api: {
    list: (signal) => apiRequest(listPublicHolidays, { signal }),
    create: (body, onFailure) => apiRequest(createPublicHoliday, { body, onFailure }),
    update: (id, body, onFailure) =>
      apiRequest(updatePublicHoliday, { params: { id }, body, onFailure }),
    remove: (id, onFailure) => apiRequest(deletePublicHoliday, { params: { id }, onFailure }),
  },
  columns: helper.columns([
    helper.accessor('date', {
      header: 'Date',
      // A calendar day: noon UTC is that day in Lagos too.
      cell: ({ getValue }) => formatInstitutionDay(`${getValue()}T12:00:00Z`),
    }),
    helper.accessor('name', { header: 'Holiday' }),
  ]),
  fields: [
    {
      kind: 'text',
      key: 'date',
      label: 'Date',
      hint: 'Year, month and day, for example 2027-06-12.',
      isRequired: true,
      maxLength: 10,
    },
    { kind: 'text', key: 'name', label: 'Holiday', isRequired: true, maxLength: 100 },
  ],
  emptyDraft: { date: '', name: '' },
  draftOf: (row) => ({ date: row.date, name: row.name }),
  validate: (draft) => {
    const parsed = ZPublicHolidayInput.safeParse(toInput(draft));
    const errors: DraftErrors<HolidayDraft> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0] as keyof HolidayDraft | undefined;
      if (key && !errors[key]) errors[key] = issue.message;
    }
    return errors;
  },
  toInput,
  nameOf: (row) => `${row.name} ${row.date}`,
};

/** The days that are no working days: expected completion dates and overdue requests skip them. */
export default function PublicHolidaysPage() {
  return (
    <SettingsCrudPage
      title="Public Holidays"
      intro="Expected completion dates count working days: weekends and these days do not count. Adding or deleting a holiday moves the dates of the requests in progress at once. Enter the Islamic holidays (Eid al-Fitr, Eid al-Adha, Mawlid) and any substitute day once the government announces them."
      config={config}
    />
  );
}
