import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pet, PetInput, UploadedPhoto } from '@contracts/pets';
import { apiRequest } from '@/lib/api-client';
import { ownerKeys, useOwnerId } from '@/lib/api/owner-keys';

/** GET /api/pet-owners/pets */
export async function listPets(): Promise<Pet[]> {
  return (await apiRequest<Pet[]>('/pet-owners/pets')).data;
}

export function usePets({ enabled = true }: { enabled?: boolean } = {}) {
  const uid = useOwnerId();
  return useQuery({ queryKey: ownerKeys.pets(uid), queryFn: listPets, enabled: enabled && uid !== '' });
}

/** POST /api/pet-owners/pets/upload-photos: multipart, one repeated `photos` field (docs/product.md#photos). */
export async function uploadPetPhotos(files: readonly File[]): Promise<UploadedPhoto[]> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  return (await apiRequest<UploadedPhoto[]>('/pet-owners/pets/upload-photos', { method: 'POST', body: form })).data;
}

/** Thrown when photos were chosen and none could be uploaded: saving stops (docs/product.md#photos). */
export class PhotoUploadError extends Error {
  constructor(cause: unknown) {
    super('Failed to upload photos', { cause });
    this.name = 'PhotoUploadError';
  }
}

export interface SavePetRequest {
  /** Absent for a new pet. */
  petId?: string;
  fields: Omit<PetInput, 'photos'>;
  /** Paths of photos the pet already has and keeps. */
  keptPhotos: string[];
  /** Newly chosen files, uploaded first. */
  newPhotos: File[];
}

/** Uploads the new photos first, then saves the pet with every photo path (POST or PUT /api/pet-owners/pets). */
export async function savePet({ petId, fields, keptPhotos, newPhotos }: SavePetRequest) {
  let uploaded: string[] = [];
  if (newPhotos.length > 0) {
    try {
      uploaded = (await uploadPetPhotos(newPhotos)).map((photo) => photo.path);
    } catch (error) {
      throw new PhotoUploadError(error);
    }
    if (uploaded.length === 0) throw new PhotoUploadError(undefined);
  }
  const body: PetInput = { ...fields, photos: [...keptPhotos, ...uploaded] };
  return petId
    ? apiRequest<Pet>(`/pet-owners/pets/${encodeURIComponent(petId)}`, { method: 'PUT', body })
    : apiRequest<Pet>('/pet-owners/pets', { method: 'POST', body });
}

export function deletePet(petId: string) {
  return apiRequest<{ id: string }>(`/pet-owners/pets/${encodeURIComponent(petId)}`, { method: 'DELETE' });
}

function useInvalidatePets() {
  const queryClient = useQueryClient();
  const uid = useOwnerId();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownerKeys.pets(uid) }),
      queryClient.invalidateQueries({ queryKey: ownerKeys.dashboardStats(uid) }),
    ]);
}

export function useSavePet() {
  const invalidate = useInvalidatePets();
  return useMutation({ mutationFn: savePet, onSuccess: () => invalidate() });
}

export function useDeletePet() {
  const invalidate = useInvalidatePets();
  return useMutation({ mutationFn: deletePet, onSuccess: () => invalidate() });
}
