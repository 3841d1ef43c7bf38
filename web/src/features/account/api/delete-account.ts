import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** DELETE /api/users/me: pet owners only; companies and admins get 403 (support closes those accounts). */
export function deleteAccount() {
  return apiRequest<{ deleted: boolean }>('/users/me', { method: 'DELETE' });
}

/** Deletes the account, then leaves for the home page, signs out and forgets every cached answer. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { signOut } = useSession();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      // Leave the protected page first, so its guard does not send the visitor to /signin on the way out.
      await navigate('/', { replace: true });
      await signOut();
      queryClient.clear();
    },
  });
}
