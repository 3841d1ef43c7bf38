import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { useSession } from '@/lib/session';

/** A dashboard sidebar's last button: signs out, then opens the home page in place of the dashboard. */
export function SidebarLogOutButton({ label }: { label: string }) {
  const { signOut } = useSession();
  const navigate = useNavigate();

  async function logOut() {
    await signOut();
    void navigate('/', { replace: true });
  }

  return (
    <Button variant="secondary" block icon={<LogOut />} onClick={() => void logOut()}>
      {label}
    </Button>
  );
}
