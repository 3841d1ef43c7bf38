import { ArrowLeft, Check, SearchX } from 'lucide-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { billingPeriods, findPlan, type BillingPeriod } from '@contracts/plans';
import { Alert } from '@/components/alert';
import { Badge } from '@/components/badge';
import { Button, ButtonLink } from '@/components/button';
import { Card } from '@/components/card';
import { Page } from '@/components/container';
import { MessagePage } from '@/components/message-page';
import { PageHeader } from '@/components/page-header';
import { PageTitle } from '@/components/page-title';
import { useToast } from '@/components/toast-context';
import { apiErrorMessage } from '@/lib/api-client';
import { formatCurrency } from '@/lib/format';
import { useStartTrial } from '@/features/subscription/api/start-trial';
import { useSubscribe } from '@/features/subscription/api/subscribe';
import styles from './subscription-confirm.module.css';

function parsePeriod(value: string | null): BillingPeriod {
  return billingPeriods.includes(value as BillingPeriod) ? (value as BillingPeriod) : 'monthly';
}

/**
 * The confirmation page behind the pricing buttons (docs/decisions/0066-subscription-confirmation-pages.md): the plan, its price and billing
 * period, one button that asks the server, then the company dashboard.
 */
export function SubscriptionConfirm({ mode }: { mode: 'trial' | 'subscribe' }) {
  const { planId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const trial = useStartTrial();
  const subscription = useSubscribe();
  const plan = findPlan(planId);
  const period = parsePeriod(searchParams.get('period'));
  const isTrial = mode === 'trial';
  const title = isTrial ? 'Start your free trial' : 'Confirm your subscription';

  if (!plan) {
    return (
      <MessagePage
        icon={<SearchX size={28} />}
        title="Plan not found"
        description="This plan does not exist. Please choose one on the pricing page."
        action={<ButtonLink to="/pricing">View Plans</ButtonLink>}
      />
    );
  }

  const price = period === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice;
  const mutation = isTrial ? trial : subscription;
  const failure = isTrial ? 'Failed to start trial' : 'Failed to subscribe';

  function confirm() {
    if (!plan) return;
    const onSuccess = (result: { message: string | undefined }) => {
      toast.show({
        message:
          result.message ??
          (isTrial ? `Your ${plan.name} trial has started.` : `You are now subscribed to ${plan.name}.`),
      });
      void navigate('/company/dashboard');
    };
    if (isTrial) trial.mutate(plan.id, { onSuccess });
    else subscription.mutate({ planId: plan.id, billingPeriod: period }, { onSuccess });
  }

  return (
    <Page size="form">
      <PageTitle title={title} />
      <PageHeader
        eyebrow={isTrial ? `${plan.freeTrialDays}-day free trial` : 'Subscription'}
        title={title}
        description={
          isTrial
            ? `Try ${plan.name} free for ${plan.freeTrialDays} days. No credit card required.`
            : `Review your plan and billing period before you subscribe.`
        }
      />
      <Card as="section" padding="lg" aria-labelledby="confirm-plan-title" className={styles.card}>
        <div className={styles.planHead}>
          <h2 id="confirm-plan-title" className={styles.planName}>
            {plan.name}
          </h2>
          {plan.recommended ? <Badge tone="accent">Most Popular</Badge> : null}
        </div>
        <dl className={styles.details}>
          <div>
            <dt>Price</dt>
            <dd>
              {formatCurrency(price)} {period === 'monthly' ? 'per month' : 'per year'}
            </dd>
          </div>
          <div>
            <dt>Billing period</dt>
            <dd>{period === 'monthly' ? 'Monthly' : 'Yearly'}</dd>
          </div>
          {isTrial ? (
            <div>
              <dt>Due today</dt>
              <dd>{formatCurrency(0)}</dd>
            </div>
          ) : null}
        </dl>
        <ul className={styles.highlights} aria-label={`${plan.name} features`}>
          {plan.highlights.map((highlight) => (
            <li key={highlight}>
              <Check size={18} aria-hidden="true" />
              {highlight}
            </li>
          ))}
        </ul>
        {mutation.isError ? <Alert tone="danger">{apiErrorMessage(mutation.error, failure)}</Alert> : null}
        <div className={styles.actions}>
          <Button variant="accent" size="lg" block loading={mutation.isPending} onClick={confirm}>
            {isTrial ? 'Start Free Trial' : 'Confirm Subscription'}
          </Button>
          <ButtonLink to="/pricing" variant="ghost" icon={<ArrowLeft />}>
            Back to Pricing
          </ButtonLink>
        </div>
      </Card>
    </Page>
  );
}
