import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { MESSAGES, type LoginBody } from '@studydesk/contract';
import { api } from '../../lib/api';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { saveSession } from '../../lib/session';
import { useLoginMutation } from './auth-api';

const FIELDS = ['email', 'password'] as const;

/**
 * Spec §4 Login: success toasts "Login successful", stores token and user and goes to the root
 * path; a failure is shown inline and as an error toast.
 */
export function useLoginSubmit(setError: UseFormSetError<LoginBody>) {
  const [login] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const dispatch = useDispatch();

  const onSubmit = async (values: LoginBody) => {
    setFailure(null);
    try {
      const res = await login(values).unwrap();
      // Nothing cached for a previous user may show to this one.
      dispatch(api.util.resetApiState());
      toast.dismiss(); // an earlier failure's toast is stale now
      toast.success(MESSAGES.loginSuccess);
      saveSession(res.token, res.user);
      void navigate('/');
    } catch (err) {
      const message = errorMessage(err, MESSAGES.loginFailed);
      const perField = fieldErrors(err);
      FIELDS.forEach((f) => perField[f] && setError(f, { message: perField[f] }));
      setFailure(message);
      toast.error(message);
    }
  };
  return { onSubmit, failure };
}
