import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { MODERATION_REASON_MAX, superadminMessages, type AdminCompany } from '@contracts/superadmin';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextareaField } from '@/components/textarea-field';
import { useToast } from '@/components/toast-context';
import { useUpdateCompanyStatus, useVerifyCompany } from '@/features/admin-dashboard/api/superadmin';
import { actionFailureText } from '@/features/admin-dashboard/components/action-failure';
import {
  moderationConsequence,
  moderationIsDanger,
  moderationLabel,
  moderationMessage,
  moderationNeedsReason,
  reasonFormSchema,
  type Moderation,
  type ReasonForm,
} from './moderation';

export interface PendingModeration {
  company: AdminCompany;
  moderation: Moderation;
}

/**
 * Every change of a company's standing asks first, with a reason (docs/decisions/0088-moderation-with-reasons.md):
 * required to suspend, reject or unverify (it reaches the audit log and the company), optional otherwise. The field
 * is checked with the contract's own schema; the success message names the company and the outcome.
 */
export function ModerationDialog({
  pending,
  onClose,
  onChanged,
}: {
  pending: PendingModeration | null;
  onClose: () => void;
  onChanged?: (company: AdminCompany) => void;
}) {
  const toast = useToast();
  const updateStatus = useUpdateCompanyStatus();
  const verify = useVerifyCompany();
  const required = pending ? moderationNeedsReason(pending.moderation) : false;
  const form = useForm<ReasonForm>({
    resolver: zodResolver(reasonFormSchema(required)),
    defaultValues: { reason: '' },
  });
  const busy = updateStatus.isPending || verify.isPending;

  useEffect(() => {
    if (pending) form.reset({ reason: '' });
  }, [pending, form]);

  if (!pending) return <Dialog open={false} onClose={onClose} title="" />;
  const { company, moderation } = pending;
  const name = company.name || 'this company';
  const action = moderationLabel(moderation);

  const submit = form.handleSubmit(({ reason }) => {
    const trimmed = reason.trim() || undefined;
    const onSuccess = (result: { data: AdminCompany }) => {
      onChanged?.(result.data);
      toast.show({ message: moderationMessage(company.name, moderation) });
      onClose();
    };
    const onError = (error: unknown) =>
      toast.show({
        tone: 'danger',
        message:
          moderation.kind === 'verify'
            ? actionFailureText(
                error,
                superadminMessages.verificationFailed,
                superadminMessages.verificationNetworkFailed,
              )
            : actionFailureText(
                error,
                superadminMessages.companyStatusFailed,
                superadminMessages.companyStatusNetworkFailed,
              ),
      });
    if (moderation.kind === 'verify') {
      verify.mutate({ id: company.id, verified: moderation.verified, reason: trimmed }, { onSuccess, onError });
    } else {
      updateStatus.mutate({ id: company.id, status: moderation.status, reason: trimmed }, { onSuccess, onError });
    }
  });

  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title={`${action} ${name}?`}
      description={moderationConsequence(moderation)}
      align="start"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            form="moderation-form"
            variant={moderationIsDanger(moderation) ? 'danger' : 'primary'}
            loading={busy}
          >
            {action}
          </Button>
        </>
      }
    >
      <form id="moderation-form" noValidate onSubmit={submit}>
        <TextareaField
          label={required ? 'Reason (required)' : 'Reason (optional)'}
          hint={`3 to ${MODERATION_REASON_MAX} characters. Recorded in the audit log${
            required && moderation.kind === 'status' ? ' and shown to the company' : ''
          }.`}
          rows={3}
          maxLength={MODERATION_REASON_MAX}
          aria-required={required || undefined}
          error={form.formState.errors.reason?.message}
          {...form.register('reason')}
        />
      </form>
    </Dialog>
  );
}
