import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

/** /signup; /signup?type=company preselects Service Provider (the pricing page sends companies here). */
export function SignUpRoute() {
  const [searchParams] = useSearchParams();
  const defaultRole = searchParams.get('type') === 'company' ? 'pet_company' : 'pet_owner';
  return (
    <AuthCard
      title="Create your account"
      description="Join Petnest to book trusted pet care, or to grow your pet business."
      footer={
        <p>
          Already have an account? <Link to="/signin">Sign in</Link>
        </p>
      }
    >
      <SignUpForm key={defaultRole} defaultRole={defaultRole} />
    </AuthCard>
  );
}
