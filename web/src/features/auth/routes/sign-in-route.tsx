import { Link } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignInForm } from '@/features/auth/components/sign-in-form';

export function SignInRoute() {
  return (
    <AuthCard
      title="Welcome back"
      description="Sign in to manage your pets, bookings or business."
      footer={
        <p>
          Don&apos;t have an account? <Link to="/signup">Sign up</Link>
        </p>
      }
    >
      <SignInForm />
    </AuthCard>
  );
}
