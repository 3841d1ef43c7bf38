import { useState, type ReactNode } from 'react';
import { CircleHelp, Siren } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import styles from './header-actions.module.css';

/**
 * The emergency and help buttons beside the section's title. The specification shows no action for the buttons;
 * here they open short dialogs with emergency numbers and where to find help.
 */
export function OwnerHeaderActions() {
  const [open, setOpen] = useState<'emergency' | 'help' | null>(null);
  const close = () => setOpen(null);
  const actions = [
    {
      id: 'emergency',
      label: 'Emergency',
      variant: 'danger',
      Icon: Siren,
      title: 'Pet emergency',
      description: 'If your pet is hurt, struggling to breathe or may have eaten something toxic, call a vet now.',
      content: (
        <>
          <ul className={styles.contacts}>
            <li>
              <strong>Your vet or the nearest 24-hour animal hospital</strong>
              <span>Call ahead so they can get ready for you.</span>
            </li>
            <li>
              <strong>ASPCA Animal Poison Control</strong>
              <a href="tel:+18884264435">(888) 426-4435</a>
            </li>
            <li>
              <strong>Pet Poison Helpline</strong>
              <a href="tel:+18557647661">(855) 764-7661</a>
            </li>
          </ul>
          <p className={styles.note}>
            Keep an emergency contact in your{' '}
            <Link to="/pet-owner/dashboard?section=profile" onClick={close}>
              profile
            </Link>{' '}
            so providers can reach someone if they cannot reach you.
          </p>
        </>
      ),
    },
    {
      id: 'help',
      label: 'Help',
      variant: 'secondary',
      Icon: CircleHelp,
      title: 'Help',
      description: 'Answers to common questions and ways to reach us.',
      content: (
        <ul className={styles.links}>
          <li>
            <Link to="/support" onClick={close}>
              Support Center: how to book, pet profiles, payments
            </Link>
          </li>
          <li>
            <Link to="/contact" onClick={close}>
              Contact us
            </Link>
          </li>
          <li>
            <Link to="/marketplace" onClick={close}>
              Find a service in the marketplace
            </Link>
          </li>
        </ul>
      ),
    },
  ] as const;
  return (
    <>
      {actions.map(({ id, label, variant, Icon }) => (
        <Button key={id} variant={variant} size="sm" icon={<Icon />} onClick={() => setOpen(id)}>
          {label}
        </Button>
      ))}
      {actions.map(({ id, title, description, content }) => (
        <InfoDialog key={id} open={open === id} onClose={close} title={title} description={description}>
          {content}
        </InfoDialog>
      ))}
    </>
  );
}

interface InfoDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  children: ReactNode;
}

/** A dialog that only informs: its text and a Close button. */
function InfoDialog({ onClose, children, ...dialog }: InfoDialogProps) {
  return (
    <Dialog {...dialog} onClose={onClose} align="start" footer={<Button onClick={onClose}>Close</Button>}>
      {children}
    </Dialog>
  );
}
