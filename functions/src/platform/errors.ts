import { messages, type ApiErrorCode } from '@expediente/contracts';

/** An error a handler may throw to answer with a given status; anything else becomes a logged 500. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** More fields of the answer's body, beside the api error's (e.g. redeem's newToken). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class BadRequestError extends AppError {
  constructor(errors: Record<string, string[]>, message: string = messages.badRequest) {
    super(400, 'bad_request', message, errors);
  }
}
export class UnauthorizedError extends AppError {
  constructor(message: string = messages.unauthorized) {
    super(401, 'unauthorized', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string = messages.forbidden) {
    super(403, 'forbidden', message);
  }
}
/** A feature flag the call needs is off for the caller's tenant or role. */
export class FeatureDisabledError extends AppError {
  constructor(message: string = messages.featureDisabled) {
    super(403, 'feature_disabled', message);
  }
}
/** Also the answer for another tenant's object: it does not exist for the caller. */
export class NotFoundError extends AppError {
  constructor(message: string = messages.apiNotFound) {
    super(404, 'not_found', message);
  }
}
/** A write lost an optimistic-concurrency race (ETag 412 from storage) or hit a unique key. */
export class ConflictError extends AppError {
  constructor(message: string = messages.conflict) {
    super(409, 'conflict', message);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'too_many_requests', message);
  }
}
