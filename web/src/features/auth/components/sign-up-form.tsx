import { zodResolver } from '@hookform/resolvers/zod';
import { Briefcase, PawPrint } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { SelfServiceRole } from '@contracts/roles';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { Checkbox } from '@/components/checkbox';
import { Radio, RadioGroup } from '@/components/radio-group';
import { TextField } from '@/components/text-field';
import { EmailField } from './credential-fields';
import { usePlatformStatus } from '@/lib/api/platform-status';
import { authErrorMessage } from '@/features/auth/api/auth-error-messages';
import { passwordPolicyHint, signUpIssues } from '@/features/auth/api/platform-rules';
import { signUpInputSchema, useSignUp, type SignUpFormValues, type SignUpInput } from '@/features/auth/api/sign-up';
import { bindFields } from '@/lib/bind-fields';
import styles from './auth-form.module.css';

/** docs/product.md#sign-up-and-roles: the account types a visitor may choose, with their descriptions. */
const accountTypes: { value: SelfServiceRole; label: string; description: string; icon: ReactNode }[] = [
  {
    value: 'pet_owner',
    label: 'Pet Owner',
    description: 'Find and book pet services',
    icon: <PawPrint size={20} aria-hidden="true" />,
  },
  {
    value: 'pet_company',
    label: 'Service Provider',
    description: 'Offer pet services',
    icon: <Briefcase size={20} aria-hidden="true" />,
  },
];

export function SignUpForm({ defaultRole }: { defaultRole: SelfServiceRole }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const platform = usePlatformStatus();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<SignUpFormValues, unknown, SignUpInput>({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: {
      displayName: '',
      email: '',
      password: '',
      confirmPassword: '',
      role: defaultRole,
      agreeToTerms: false,
    },
  });
  const field = bindFields(register, errors);
  const agreed = useWatch({ control, name: 'agreeToTerms' });

  const onSubmit = handleSubmit((values) => {
    const issues = platform.data ? signUpIssues(values, platform.data) : [];
    for (const issue of issues) setError(issue.field, { type: 'platform', message: issue.message });
    if (issues.length > 0) return;
    signUp.mutate(values, {
      onSuccess: ({ email, role }) => {
        const query = new URLSearchParams({ email, role });
        void navigate(`/email-verification?${query.toString()}`);
      },
    });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Sign up">
      {signUp.isError ? <Alert tone="danger">{authErrorMessage('signUp', signUp.error)}</Alert> : null}
      {errors.root?.message ? <Alert tone="danger">{errors.root.message}</Alert> : null}
      <TextField label="Full Name" autoComplete="name" required {...field('displayName')} />
      <EmailField {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={platform.data ? passwordPolicyHint(platform.data) : 'At least 6 characters.'}
        {...field('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
      <RadioGroup legend="Account Type" variant="cards" error={errors.role?.message}>
        {accountTypes.map((type) => (
          <Radio
            key={type.value}
            value={type.value}
            label={type.label}
            description={type.description}
            icon={type.icon}
            {...register('role')}
          />
        ))}
      </RadioGroup>
      <Checkbox
        label={
          <>
            I agree to the <Link to="/terms-of-service">Terms of Service</Link> and{' '}
            <Link to="/privacy-policy">Privacy Policy</Link>
          </>
        }
        {...field('agreeToTerms')}
      />
      <Button type="submit" variant="accent" size="lg" block loading={signUp.isPending} disabled={!agreed}>
        {signUp.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
