import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '@/components/text-field';

type CredentialFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete' | 'required'>;

/** The account's email, as every auth form asks for it (the browser fills it in). */
export const EmailField = forwardRef<HTMLInputElement, CredentialFieldProps>(function EmailField(props, ref) {
  return <TextField ref={ref} label="Email" type="email" autoComplete="email" required {...props} />;
});

/** The password the account has now (signing in, or proving it is his). */
export const CurrentPasswordField = forwardRef<HTMLInputElement, CredentialFieldProps>(
  function CurrentPasswordField(props, ref) {
    return <TextField ref={ref} label="Password" type="password" autoComplete="current-password" required {...props} />;
  },
);
