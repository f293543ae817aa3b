/**
 * Errors a service throws to answer with the API's error body: the error handler turns them into
 * `{ status: 'error', message, errors?, error? }` with this status code.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** `errors`: messages per field; `error`: a machine-readable reason the client checks. */
    readonly details: { errors?: Record<string, string[]>; error?: string } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const INVALID_DATA_MESSAGE = 'The given data was invalid.';
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const SERVER_ERROR_MESSAGE = 'An error occurred. Please try again.';

export const unauthenticated = () => new HttpError(401, UNAUTHENTICATED_MESSAGE);
export const forbidden = () => new HttpError(403, 'This action is unauthorized.');
export const notFound = (message = 'Not found.') => new HttpError(404, message);

/** 422 with messages per field (the client shows the first message of each field). */
export const invalid = (errors: Record<string, string[]>, message = INVALID_DATA_MESSAGE) =>
  new HttpError(422, message, { errors });

/** One field's 422 (a business rule the contract cannot check). */
export const fieldError = (field: string, message: string) => invalid({ [field]: [message] });

/** 409 with the message also under `errors[field]`, so a form can show it beside the field. */
export const conflict = (field: string, message: string) =>
  new HttpError(409, message, { errors: { [field]: [message] } });
