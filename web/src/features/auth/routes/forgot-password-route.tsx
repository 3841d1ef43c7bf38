import { Link } from 'react-router';
import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email address of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/signin">Back to Sign In</Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
