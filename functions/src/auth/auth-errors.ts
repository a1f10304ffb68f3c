import { messages } from '@expediente/contracts';
import { getConfig } from '../platform/config';
import { AppError } from '../platform/errors';

/** 401 with the sign-in form's field lists (Email, Password, other): the message goes to `other`. */
export class SignInError extends AppError {
  constructor(message: string) {
    super(401, 'unauthorized', message, { other: [message] });
  }
}

/** 400 with the spec's text for recovery, reset and redeem failures (part 1 §8); redeem may add newToken. */
export class RequestFailedError extends AppError {
  constructor(extra: { newToken?: string } = {}) {
    const message = messages.requestFailed(getConfig().supportEmail);
    super(400, 'bad_request', message, { other: [message] }, extra.newToken ? { newToken: extra.newToken } : undefined);
  }
}
