import './zod-messages.ts';

export * from './answer-schema.ts';
export * from './error-answer.ts';
export * from './system-calls.ts';
/** Every call answers with this envelope (spec section 7, DESIGN principle 3). */
export type ApiSuccess<T> = { status: 'success'; data: T };
export type ApiFailure = { status: 'error'; data: string };
export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

export const success = <T>(data: T): ApiSuccess<T> => ({ status: 'success', data });
export const failure = (message: string): ApiFailure => ({ status: 'error', data: message });
export * from './ids.ts';
export * from './inert-json.ts';
export * from './json-text.ts';
export * from './one-value.ts';
export * from './plain-answers.ts';
export * from './query-numbers.ts';
export * from './request-messages.ts';
export * from './text-safety.ts';
