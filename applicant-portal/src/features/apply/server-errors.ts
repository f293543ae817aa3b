import type { SummaryError } from '@registrar/shared-ui';
import type { DraftCopy } from '../../store';
import { CONSENT_FIELD_ID } from './consent-section';
import { copyFields } from './copy-fields';

/**
 * The submit's 422 `errors` as error-summary rows. Copy errors ('copies.<i>.<field>') link to that
 * copy's form, where the applicant can fix the field; the applicant's details link to the start.
 */
export const submitErrorRows = (
  errors: Record<string, string[]>,
  copies: DraftCopy[],
): SummaryError[] =>
  Object.entries(errors).flatMap(([path, messages]): SummaryError[] => {
    const message = messages[0];
    if (!message) return [];
    const copyMatch = /^copies\.(\d+)\.(\w+)$/.exec(path);
    if (copyMatch) {
      const index = Number(copyMatch[1]);
      const copy = copies[index];
      const field = copyFields.find((item) => item.name === copyMatch[2]);
      return [
        {
          fieldId: path,
          label: `Copy ${String(index + 1)}: ${field?.label ?? copyMatch[2] ?? ''}`,
          message,
          href: copy ? `/apply/copy/${copy.id}?from=check` : '/apply',
        },
      ];
    }
    if (path.startsWith('consent'))
      return [{ fieldId: CONSENT_FIELD_ID, label: 'Consent', message }];
    if (path === 'matric_number' || path === 'email_address')
      return [
        {
          fieldId: path,
          label: path === 'matric_number' ? 'Matric number' : 'Email address',
          message,
          href: '/start-application',
        },
      ];
    return [{ fieldId: path, label: 'Copies', message, href: '/apply' }];
  });
