import {
  applyTokenParam,
  handleTokenParam,
  keyRoots,
  invalidateKeys,
  keysToInvalidate,
  syncFromStorage,
  type ReloadEvent,
} from '@courtside/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { subscribeKey } from 'valtio/utils';
import { ownTokenPaths } from './accountPaths';
import { useApp } from '../app/context';
import { browserStorage } from './session';

/**
 * Keeps the app in step with the session (spec §2, §4): the token query parameter and the §4 reloads after login,
 * logout and user selection (whatever caused them: the modal, a 401, another tab). The 5 s login re-check and a
 * refused selected user are the signed-in shell's (app/SignedInShell.tsx).
 */
export function useSessionSync(): void {
  const { session } = useApp();
  const queryClient = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const handling = handleTokenParam(location.pathname, location.search, ownTokenPaths);
    if (!handling) return;
    applyTokenParam(session, handling);
    void navigate({ pathname: location.pathname, search: handling.search, hash: location.hash }, { replace: true });
    if (handling.refreshLogin) void queryClient.invalidateQueries({ queryKey: keyRoots.auth });
  }, [location.pathname, location.search, location.hash, session, navigate, queryClient]);

  useEffect(() => {
    const reload = (event: ReloadEvent) => {
      void invalidateKeys(queryClient, keysToInvalidate(event));
    };
    const offToken = subscribeKey(session, 'token', (token) => {
      // Logged out: forget the user's data at once rather than showing it until a refetch fails.
      if (!token) queryClient.removeQueries({ queryKey: keyRoots.auth });
      reload(token ? 'loggedIn' : 'loggedOut');
    });
    const offSelected = subscribeKey(session, 'selectedUserId', () => reload('userSelected'));
    const storage = browserStorage();
    const onStorage = () => syncFromStorage(session, storage);
    window.addEventListener('storage', onStorage);
    return () => {
      offToken();
      offSelected();
      window.removeEventListener('storage', onStorage);
    };
  }, [session, queryClient]);
}
