import type { THoldReason, THoldReasonInput } from '@registrar/shared-api/contracts';
import { activeOf, defineNamedResource, type SettingsService } from '../../lib/crud';
import { REGISTRY } from '../../lib/roles';

/**
 * Why a request is put on hold: registry staff keep the reasons (any staff read them); names are
 * unique in any case. A reason a request is held for is not deleted (deactivate it instead).
 */
export const holdReasons: SettingsService<THoldReasonInput, THoldReason> = defineNamedResource({
  table: 'hold_reasons',
  entity: 'hold_reason',
  columns: ['name', 'instructions', 'applicant_action', 'cancel_after_days', 'is_active'],
  label: 'hold reason',
  writers: REGISTRY,
  valuesOf: (input, before) => ({
    name: input.name.trim(),
    instructions: input.instructions.trim(),
    applicant_action: input.applicant_action,
    cancel_after_days: input.cancel_after_days ?? null,
    is_active: activeOf(input, before),
  }),
});
