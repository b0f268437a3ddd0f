import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@studydesk/contract';
import { errorMessage, fieldErrors, UNREACHABLE } from './errors';

const fallback = 'Failed to fetch services';

describe('errorMessage (spec §8 order: message → error → status text → fallback)', () => {
  it('prefers the response message', () => {
    const err = {
      status: 409,
      statusText: 'Conflict',
      data: { message: 'Taken', error: 'conflict' },
    };
    expect(errorMessage(err, fallback)).toBe('Taken');
  });

  it('uses the error field when there is no message', () => {
    const err = { status: 400, statusText: 'Bad Request', data: { error: 'validation' } };
    expect(errorMessage(err, fallback)).toBe('validation');
  });

  it('skips blank message and error values', () => {
    const err = { status: 502, statusText: 'Bad Gateway', data: { message: '  ', error: '' } };
    expect(errorMessage(err, fallback)).toBe('Bad Gateway');
  });

  it('uses the status text when the body says nothing', () => {
    expect(errorMessage({ status: 500, statusText: 'Server Error', data: 'oops' }, fallback)).toBe(
      'Server Error',
    );
  });

  it('falls back to the given message, then to the generic one', () => {
    expect(errorMessage({ status: 400, data: {} }, fallback)).toBe(fallback);
    expect(errorMessage(undefined)).toBe(MESSAGES.generic);
    expect(errorMessage(null, MESSAGES.loginFailed)).toBe(MESSAGES.loginFailed);
  });

  // found from outside: with the server stopped, staff read only "Failed to log the contact"
  it('says when no answer came at all, after the fallback', () => {
    const says = 'Failed to fetch services. ' + UNREACHABLE;
    expect(errorMessage({ status: 'FETCH_ERROR', error: 'TypeError' }, fallback)).toBe(says);
    expect(errorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' }, fallback)).toBe(says);
    const proxy = { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' };
    expect(errorMessage(proxy, fallback)).toBe(says);
    expect(errorMessage({ status: 'PARSING_ERROR', originalStatus: 200, data: '' }, fallback)).toBe(
      fallback,
    );
  });

  it('reads a thrown string as the message', () => {
    expect(errorMessage('Network down', fallback)).toBe('Network down');
  });
});

describe('fieldErrors', () => {
  it('returns the field map of a 400 answer, or an empty object', () => {
    const err = { status: 400, data: { message: 'x', fieldErrors: { email: 'Bad email' } } };
    expect(fieldErrors(err)).toEqual({ email: 'Bad email' });
    expect(fieldErrors({ status: 500, data: {} })).toEqual({});
    expect(fieldErrors(null)).toEqual({});
  });
});
