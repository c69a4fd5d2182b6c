import type { LoginAnswer } from '@portal/domain';
import { homePathFor } from '@portal/domain/access';
import { useNavigate } from 'react-router';
import { queryClient } from '../../lib/queryClient.ts';
import { setSession } from '../../lib/session.ts';

/** After login or register: keep the session and go to the role's home (spec 2.1, 4.3). */
export const useSignIn = () => {
  const navigate = useNavigate();
  return (answer: LoginAnswer) => {
    queryClient.clear();
    setSession(answer.token, answer.user);
    navigate(homePathFor(answer.user), { replace: true });
  };
};
