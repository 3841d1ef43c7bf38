import { useState } from 'react';
import { PawPrint, Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { Pet } from '@contracts/pets';
import { FailureAlert } from '@/components/alert';
import { AuthorizedImage } from '@/components/authorized-image';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { CardGrid } from '@/components/card-grid';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Dialog } from '@/components/dialog';
import { EmptyState } from '@/components/empty-state';
import { ItemActionButton } from '@/components/item-actions';
import { Skeleton } from '@/components/skeleton';
import { useToast } from '@/components/toast-context';
import { bookingIntentPath, readBookingIntent } from '@/components/booking/booking-intent';
import { loadFailureTexts, QueryFailure } from '@/components/query-state';
import { PetForm } from '@/components/pets/pet-form';
import { useDeletePet, usePets } from '@/lib/api/pets';
import { formatCalendarDate, formatQuantity } from '@/lib/format';
import { petPhotoUrl } from '@/lib/use-authorized-image';
import badgeList from '@/components/badge-list.module.css';
import styles from './pet-manager.module.css';

type Editing = { mode: 'add' } | { mode: 'edit'; pet: Pet } | null;

interface PetManagerProps {
  /** A heading above the list; leave it out where the page or tab already names the list. */
  title?: string;
  headingLevel?: 'h2' | 'h3';
  /** Open the add form at once (Add Pet from the booking dialog, which returns to the booking once it is saved). */
  startAdding?: boolean;
  /** Called once the add form opened by `startAdding` closes, e.g. to drop "add=1" from the URL. */
  onStartAddingDone?: () => void;
}

/** My Pets (dashboard and /profile): the list with add, edit and delete, all through the same pet form. */
export function PetManager({
  title,
  headingLevel: Heading = 'h2',
  startAdding = false,
  onStartAddingDone,
}: PetManagerProps) {
  const pets = usePets();
  const toast = useToast();
  const deletePet = useDeletePet();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<Editing>(startAdding ? { mode: 'add' } : null);
  const [deleting, setDeleting] = useState<Pet | null>(null);

  function closeForm() {
    setEditing(null);
    if (startAdding) onStartAddingDone?.();
  }

  function onSaved(pet: Pet, message: string | undefined) {
    toast.show({ message: message ?? `${pet.name} was saved.` });
    closeForm();
    // Added from the booking dialog: back to that service, whose dialog opens again with the new pet to choose.
    const intent = startAdding && editing?.mode === 'add' ? readBookingIntent() : null;
    if (intent) void navigate(bookingIntentPath(intent));
  }

  function confirmDelete() {
    if (!deleting) return;
    const pet = deleting;
    deletePet.mutate(pet.id, {
      onSuccess: () => {
        toast.show({ message: `${pet.name} was removed from your pets.` });
        setDeleting(null);
      },
    });
  }

  const addButton = (
    <Button icon={<Plus />} onClick={() => setEditing({ mode: 'add' })}>
      Add Pet
    </Button>
  );

  return (
    <section
      className={styles.manager}
      aria-labelledby={title ? 'pet-manager-title' : undefined}
      aria-label={title ? undefined : 'Your pets'}
    >
      <div className={styles.header}>
        {title ? (
          <Heading id="pet-manager-title" className={styles.title}>
            {title}
          </Heading>
        ) : (
          <p className={styles.count}>{pets.isSuccess ? formatQuantity(pets.data.length, 'pet') : ''}</p>
        )}
        {pets.isSuccess && pets.data.length > 0 ? addButton : null}
      </div>

      {pets.isPending ? (
        <CardGrid as="div" minWidth={240} aria-busy="true">
          <span className="visually-hidden" role="status">
            Loading your pets
          </span>
          {Array.from({ length: 2 }, (_, index) => (
            <div key={index} className={styles.card}>
              <Skeleton height={160} radius="md" />
              <Skeleton width="50%" height={20} />
              <Skeleton width="70%" height={14} />
            </div>
          ))}
        </CardGrid>
      ) : pets.isError ? (
        <QueryFailure query={pets} {...loadFailureTexts('pets')} />
      ) : pets.data.length === 0 ? (
        <EmptyState
          icon={<PawPrint size={28} />}
          title="No pets yet"
          description="Add your pets to book services for them."
          action={addButton}
          headingLevel="h3"
        />
      ) : (
        <CardGrid minWidth={240}>
          {pets.data.map((pet) => (
            <li key={pet.id}>
              <PetCard
                pet={pet}
                headingLevel={title ? 'h3' : 'h2'}
                onEdit={() => setEditing({ mode: 'edit', pet })}
                onDelete={() => setDeleting(pet)}
              />
            </li>
          ))}
        </CardGrid>
      )}

      <Dialog
        open={editing !== null}
        onClose={closeForm}
        size="xl"
        align="start"
        title={editing?.mode === 'edit' ? `Edit ${editing.pet.name}` : 'Add a Pet'}
      >
        {editing ? (
          <PetForm pet={editing.mode === 'edit' ? editing.pet : undefined} onSaved={onSaved} onCancel={closeForm} />
        ) : null}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onClose={() => {
          setDeleting(null);
          deletePet.reset();
        }}
        title={deleting ? `Delete ${deleting.name}?` : 'Delete pet?'}
        description="The pet and its photos are removed from your profile. Bookings already made keep their record."
        keepLabel="Keep Pet"
        confirmLabel="Delete Pet"
        busy={deletePet.isPending}
        onConfirm={confirmDelete}
      >
        <FailureAlert error={deletePet.error} failed="Failed to delete pet" exception="Error deleting pet" />
      </ConfirmDialog>
    </section>
  );
}

interface PetCardProps {
  pet: Pet;
  headingLevel: 'h2' | 'h3';
  onEdit: () => void;
  onDelete: () => void;
}

function PetCard({ pet, headingLevel: Heading, onEdit, onDelete }: PetCardProps) {
  const medical = [
    ...pet.medicalInfo.allergies.map((item) => `Allergy: ${item}`),
    ...pet.medicalInfo.medications.map((item) => `Medication: ${item}`),
    ...pet.medicalInfo.conditions,
  ];
  const facts = [pet.age, pet.gender !== 'Unknown' ? pet.gender : '', pet.weight, pet.color].filter(Boolean);
  return (
    <article className={styles.card} aria-label={pet.name}>
      <div className={styles.photo}>
        {pet.photos[0] ? (
          <AuthorizedImage url={petPhotoUrl(pet.photos[0])} alt={`Photo of ${pet.name}`} />
        ) : (
          <span className={styles.placeholder} aria-hidden="true">
            <PawPrint size={40} />
          </span>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>{pet.name}</Heading>
        <p className={styles.kind}>{[pet.type, pet.breed].filter(Boolean).join(' · ')}</p>
        {facts.length > 0 ? <p className={styles.facts}>{facts.join(' · ')}</p> : null}
        {medical.length > 0 ? (
          <ul className={badgeList.list} aria-label="Health notes">
            {medical.map((item) => (
              <li key={item}>
                <Badge tone="warning">{item}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        {pet.medicalInfo.lastCheckup ? (
          <p className={styles.facts}>{`Last checkup ${formatCalendarDate(pet.medicalInfo.lastCheckup)}`}</p>
        ) : null}
        <div className={styles.actions}>
          <ItemActionButton action="edit" name={pet.name} onClick={onEdit} variant="secondary" />
          <ItemActionButton action="delete" name={pet.name} onClick={onDelete} />
        </div>
      </div>
    </article>
  );
}
