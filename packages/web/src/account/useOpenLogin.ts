import { setLoginModalOpen } from '@courtside/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApp } from '../app/context';

/** Spec §2: the bookings site opens the login modal; the other sub-sites go to their /login page. */
export function useOpenLogin() {
  const { site, system } = useApp();
  const navigate = useNavigate();
  return useCallback(() => {
    if (site === 'bookings') setLoginModalOpen(system, true);
    else void navigate('/login');
  }, [site, system, navigate]);
}
