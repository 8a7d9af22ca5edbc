// The bodies of the public sign-in routes (shared by the app and the OpenAPI document).
import { maxPasswordLength, minPasswordLength } from '../auth/passwords.js';
import { maxNameLength } from '../limits.js';
import { object, string } from './schema.js';

export const credentialsBody = object(
  { name: string(maxNameLength), password: { type: 'string', minLength: 1, maxLength: maxPasswordLength } },
  ['name', 'password'],
);
export const registerBody = object(
  {
    name: { ...string(maxNameLength), pattern: '^[^\\s].*[^\\s]$|^[^\\s]$' },
    password: { type: 'string', minLength: minPasswordLength, maxLength: maxPasswordLength },
  },
  ['name', 'password'],
);
