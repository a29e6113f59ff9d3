/**
 * An error the client caused or may see: status plus the words to show. `errorField` also
 * sends the text as `error`, for the calls whose prototype client reads `error`
 * (addvideo, addblog, Update_H_profile).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly options: { errorField?: boolean; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): { message: string; error?: string } {
    return this.options.errorField
      ? { message: this.message, error: this.message }
      : { message: this.message };
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
/** An error of the form calls whose prototype client reads `error` (addvideo, addblog). */
export const formError = (status: number, message: string) =>
  new HttpError(status, message, { errorField: true });
