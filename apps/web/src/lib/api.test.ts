import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@studydesk/contract';
import { sessionRejected, setUnauthorizedHandler } from './api';
import { getToken, saveSession } from './session';

const user = { _id: 'u1', fname: 'Asha', lname: 'Rao', email: 'a@x.test', userType: 'admin' };
const signIn = (token: string) => saveSession(token, user as SessionUser);

describe('sessionRejected', () => {
  afterEach(() => {
    setUnauthorizedHandler(() => undefined);
    localStorage.clear();
  });

  it("sends the app to /login once for a screen's many refused calls", () => {
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    signIn('first');
    for (let i = 0; i < 7; i += 1) sessionRejected('first');
    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(getToken()).toBeNull();
  });

  it('keeps a newer session when a call made with the old one is refused late', () => {
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    signIn('second');
    sessionRejected('first');
    expect(toLogin).not.toHaveBeenCalled();
    expect(getToken()).toBe('second');
  });

  it('sends a person who stayed on the screen to /login when they act again', () => {
    const toLogin = vi.fn();
    setUnauthorizedHandler(toLogin);
    signIn('first');
    sessionRejected('first');
    sessionRejected(null); // a call made after the session was dropped
    expect(toLogin).toHaveBeenCalledTimes(2);
  });
});
