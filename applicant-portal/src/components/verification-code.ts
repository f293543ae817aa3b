import { fieldMessages } from '@registrar/shared-ui';
import { z } from 'zod';

/** A form with the code printed on a document: required, at most 64 characters of `allowed`. */
export const verificationCodeSchema = (allowed: RegExp) =>
  z.object({
    code: z
      .string()
      .trim()
      .min(1, fieldMessages.required)
      .max(64, 'Must be at most 64 characters')
      .regex(allowed, 'Enter the code as printed: letters, numbers and dashes only'),
  });
