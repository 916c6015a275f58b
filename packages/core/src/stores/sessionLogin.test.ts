import { describe, expect, it } from 'vitest';
import { loginReducer } from './sessionLogin';
import type { SessionState } from './sessionStore';

const idle: SessionState = { token: null, checkoutToken: null, selectedUserId: null, login: { status: 'idle', error: null } };

describe('spec §4 Login reducer', () => {
  it('request, success (token stored), failure (message), reset', () => {
    const requesting = loginReducer({ ...idle, login: { status: 'failure', error: 'old' } }, { type: 'request' });
    expect(requesting.login).toEqual({ status: 'requesting', error: null });
    const success = loginReducer({ ...requesting, selectedUserId: 4 }, { type: 'success', token: 'tok' });
    expect(success).toMatchObject({ token: 'tok', selectedUserId: null, login: { status: 'success', error: null } });
    expect(loginReducer(requesting, { type: 'failure', message: 'User signed out' }).login).toEqual({ status: 'failure', error: 'User signed out' });
    expect(loginReducer(success, { type: 'reset' }).login.status).toBe('idle');
  });
});
