import { ZGraduateInput, type TGraduate, type TGraduateInput } from '@registrar/shared-api';

export const graduateFields = [
  'matric_number',
  'surname',
  'first_name',
  'other_names',
  'email',
  'programme',
  'faculty',
  'department',
  'degree',
  'class_of_degree',
  'graduation_year',
] as const;
export type GraduateField = (typeof graduateFields)[number];
export type GraduateDraft = Record<GraduateField, string>;
export type GraduateErrors = Partial<Record<GraduateField, string>>;

export const emptyDraft: GraduateDraft = {
  matric_number: '',
  surname: '',
  first_name: '',
  other_names: '',
  email: '',
  programme: '',
  faculty: '',
  department: '',
  degree: '',
  class_of_degree: '',
  graduation_year: '',
};

export const draftOf = (graduate: TGraduate): GraduateDraft => ({
  matric_number: graduate.matric_number,
  surname: graduate.surname,
  first_name: graduate.first_name,
  other_names: graduate.other_names ?? '',
  email: graduate.email ?? '',
  programme: graduate.programme,
  faculty: graduate.faculty,
  department: graduate.department,
  degree: graduate.degree,
  class_of_degree: graduate.class_of_degree ?? '',
  graduation_year: String(graduate.graduation_year),
});

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const isField = (key: string): key is GraduateField =>
  (graduateFields as readonly string[]).includes(key);

/** The request body, or the field errors of the shared schema (the server's own rules). */
export const parseDraft = (
  draft: GraduateDraft,
): { body: TGraduateInput; errors?: undefined } | { body?: undefined; errors: GraduateErrors } => {
  const year = draft.graduation_year.trim();
  if (year !== '' && !/^\d{4}$/.test(year)) {
    const rest = parseDraft({ ...draft, graduation_year: '2000' });
    return { errors: { ...rest.errors, graduation_year: 'Enter a four-digit year' } };
  }
  const result = ZGraduateInput.safeParse({
    matric_number: draft.matric_number,
    surname: draft.surname,
    first_name: draft.first_name,
    other_names: orNull(draft.other_names),
    email: orNull(draft.email),
    programme: draft.programme,
    faculty: draft.faculty,
    department: draft.department,
    degree: draft.degree,
    class_of_degree: orNull(draft.class_of_degree),
    graduation_year: year === '' ? Number.NaN : Number(year),
  });
  if (result.success) return { body: result.data };
  const errors: GraduateErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!isField(key) || errors[key]) continue;
    errors[key] =
      key === 'graduation_year' && year === '' ? 'This field is required' : issue.message;
  }
  return { errors };
};

/** The first server message per field (422 `errors`, or 409 on a taken matric number). */
export const errorsOfMap = (map: Record<string, string[]> | undefined): GraduateErrors => {
  const errors: GraduateErrors = {};
  for (const [key, messages] of Object.entries(map ?? {})) {
    if (isField(key) && messages[0]) errors[key] = messages[0];
  }
  return errors;
};

export const fullName = (graduate: TGraduate) =>
  [graduate.surname, graduate.first_name, graduate.other_names].filter(Boolean).join(' ');
