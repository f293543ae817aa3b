import { HttpError, INVALID_DATA_MESSAGE, invalid } from '../../lib/http-errors';

/** Collects business-rule messages per field, then throws one 422 with all of them. */
export class FieldErrors {
  readonly errors: Record<string, string[]> = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  get isEmpty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfAny(message?: string, extra: { error?: string } = {}): void {
    if (this.isEmpty) return;
    throw new HttpError(422, message ?? INVALID_DATA_MESSAGE, { errors: this.errors, ...extra });
  }
}

/** One field's 422 (business rule). */
export const fieldError = (field: string, message: string) => invalid({ [field]: [message] });
