import { MESSAGES, type LoginBody, type LoginResponse } from '@studydesk/contract';
import { handOver } from '../../lib/hand-over';
import { saveSession } from '../../lib/session';
import { postJson } from '../api';

/** HTTP Basic credentials (spec §6), UTF-8 safe. */
export function basicAuth(email: string, password: string): string {
  const bytes = new TextEncoder().encode(`${email}:${password}`);
  const binary = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
  return `Basic ${btoa(binary)}`;
}

/**
 * Spec §4 Login: POST /users/login with basic authorization and the body; on success the token
 * and user are stored and the staff app opens at the root path (which goes on to /dashboard),
 * saying "Login successful". A refusal throws (the form shows it).
 */
export async function signIn(body: LoginBody): Promise<void> {
  const authorization = basicAuth(body.email, body.password);
  const res = await postJson<LoginResponse>('/users/login', body, { authorization });
  saveSession(res.token, res.user);
  handOver('/', { toasts: [{ kind: 'success', message: MESSAGES.loginSuccess }] });
}
