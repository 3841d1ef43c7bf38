import { useState } from 'react';
import { Link } from 'react-router';
import { readBookingIntent } from '@/components/booking/booking-intent';
import { AuthCard } from '@/features/auth/components/auth-card';
import { SignInForm } from '@/features/auth/components/sign-in-form';

export function SignInRoute() {
  // Read once: the intent stays stored until the company page opens its dialog.
  const [intent] = useState(readBookingIntent);
  return (
    <AuthCard
      title="Welcome back"
      description={
        intent
          ? `Sign in to book ${intent.serviceName}. New to Petnest? Sign up first: after verifying your email you come back to it.`
          : 'Sign in to manage your pets, bookings or business.'
      }
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
