import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerProfile, OwnerProfileInput } from '@contracts/owners';
import { apiRequest } from '@/lib/api-client';
import { firebaseAuthIfLoaded } from '@/lib/firebase-auth-loader';
import { ownerKeys, useOwnerId } from '@/lib/api/owner-keys';
import { useSession } from '@/lib/session';

/** GET /api/pet-owners/profile */
export async function getOwnerProfile(): Promise<OwnerProfile> {
  return (await apiRequest<OwnerProfile>('/pet-owners/profile')).data;
}

export function useOwnerProfile() {
  const uid = useOwnerId();
  return useQuery({ queryKey: ownerKeys.profile(uid), queryFn: getOwnerProfile, enabled: uid !== '' });
}

/** PUT /api/pet-owners/profile: answers the saved profile and "Profile updated successfully!". */
export function updateOwnerProfile(input: OwnerProfileInput) {
  return apiRequest<OwnerProfile>('/pet-owners/profile', { method: 'PUT', body: input });
}

export function useUpdateOwnerProfile() {
  const queryClient = useQueryClient();
  const uid = useOwnerId();
  const { refreshRole } = useSession();
  return useMutation({
    mutationFn: updateOwnerProfile,
    onSuccess: (result) => {
      queryClient.setQueryData(ownerKeys.profile(uid), result.data);
      // The server renamed the Firebase user too: reload it so the header and sidebar show the new name. Not awaited:
      // the save is done once the server answers, and a slow Auth round trip must not keep the button on "Saving...".
      void reloadSignedInUser(refreshRole);
    },
  });
}

async function reloadSignedInUser(refreshRole: () => Promise<unknown>) {
  try {
    await firebaseAuthIfLoaded()?.currentUser?.reload();
    await refreshRole();
  } catch (error) {
    console.error('Could not reload the user after a profile update', error);
  }
}
