import { API_ERRORS, type ApiErrorCode } from '@app/protocol';

/** A typed failure; the error handler turns it into the DESIGN 2.1 envelope. */
export class AppError extends Error {
  readonly status: number;
  /** The envelope's error_code: the status or a finer machine code (protocol API_ERRORS). */
  readonly errorCode: number;
  constructor(
    readonly code: ApiErrorCode,
    message?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? API_ERRORS[code].message);
    this.status = API_ERRORS[code].status;
    this.errorCode = API_ERRORS[code].code;
  }
}

export const fail = (code: ApiErrorCode, message?: string): never => {
  throw new AppError(code, message);
};
