import { z } from 'zod';
import { ONE_VALUE_MESSAGE } from './one-value.ts';

/**
 * Default validation texts in the user's words, for every schema in server and web. A schema
 * that names its own message keeps it; this only replaces zod's developer-facing defaults.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined || issue.input === null) return 'This field is required';
      // An object or a list where text, a number or a flag belongs.
      if (typeof issue.input === 'object' && issue.expected !== 'object' && issue.expected !== 'array')
        return ONE_VALUE_MESSAGE;
      return 'This value is not valid';
    }
    if (issue.code === 'too_small' && issue.origin === 'string') {
      return issue.minimum === 1 ? 'This field is required' : `Use at least ${issue.minimum} characters`;
    }
    if (issue.code === 'too_big' && issue.origin === 'string')
      return `Use at most ${issue.maximum} characters`;
    if (issue.code === 'too_small' && issue.origin === 'number')
      return `Use a number of at least ${issue.minimum}`;
    if (issue.code === 'too_big' && issue.origin === 'number')
      return `Use a number of at most ${issue.maximum}`;
    if (issue.code === 'invalid_format' && issue.format === 'email') return 'Enter a valid email address';
    if (issue.code === 'unrecognized_keys') return `Unexpected field ${issue.keys.join(', ')}`;
    if (issue.code === 'invalid_value') return 'This value is not one of the choices';
    return undefined;
  },
});
