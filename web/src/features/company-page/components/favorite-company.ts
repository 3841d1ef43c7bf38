import { useNavigate } from 'react-router';
import { useToast } from '@/components/toast-context';
import { apiErrorMessage } from '@/lib/api-client';
import { useFavorites, useSetFavorite } from '@/lib/api/favorites';
import { useSession } from '@/lib/session';

/**
 * Save on a company page: the owner's favourites are kept on the server (docs/decisions/0102-favorites-on-the-server.md),
 * so every device and his dashboard's count agree. A visitor is asked to sign in; companies and admins have no
 * favourites, so they get no button (`offered` false).
 */
export function useFavoriteCompany(companyId: string): { offered: boolean; saved: boolean; toggle: () => void } {
  const { user, role } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const isOwner = Boolean(user) && role === 'pet_owner';
  const favorites = useFavorites({ enabled: isOwner });
  const setFavorite = useSetFavorite();
  const stored = favorites.data?.some((favorite) => favorite.companyId === companyId) ?? false;
  // The button answers at once; the server's list replaces the guess when the call settles.
  const saved = setFavorite.isPending ? setFavorite.variables.save : stored;

  function toggle() {
    if (!user) {
      toast.show({
        tone: 'info',
        message: 'Sign in as a pet owner to save companies to your favorites.',
        link: { label: 'Sign In', href: '/signin', onFollow: (href) => void navigate(href) },
      });
      return;
    }
    setFavorite.mutate(
      { companyId, save: !saved },
      {
        onError: (error) =>
          toast.show({ tone: 'danger', message: apiErrorMessage(error, 'Failed to update your favorites') }),
      },
    );
  }
  return { offered: !user || isOwner, saved, toggle };
}
