import { nullAnswer } from '@portal/domain/api';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { call } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import { clearSession } from '../../../lib/session.ts';

/** POST /users/logout: revokes the token on the server. */
export const logout = () => call(nullAnswer, 'POST', '/users/logout');

/** Logout clears the session and returns to / (spec 2.1), even when the call fails. */
export const useLogout = () => {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => logout().catch(() => undefined),
    onSettled: () => {
      clearSession();
      queryClient.clear();
      navigate('/', { replace: true });
    },
  });
};
