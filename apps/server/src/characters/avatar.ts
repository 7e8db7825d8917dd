import { invalidField } from '../errors/app-error.ts';

/**
 * An avatar naming an upload the user does not have stored: never uploaded, someone else's, or
 * released meanwhile (the character showing it was deleted). The client uploads it again.
 */
export const avatarNotStored = () =>
  invalidField('body.avatar', 'This image is not stored any more: upload it again');
