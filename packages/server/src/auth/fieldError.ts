import { RequestValidationError } from '../http/httpError';

/** A 422 naming one field (dotted path) with its message, like a contract violation (docs/api.md). */
export function fieldError(path: string, message: string): RequestValidationError {
  return new RequestValidationError([{ code: 'custom', path: path.split('.'), message, input: undefined }], path);
}
