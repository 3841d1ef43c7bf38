import { useState } from 'react';
import { ClipboardList, Plus } from 'lucide-react';
import { serviceMessages, type CompanyService } from '@contracts/services';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { CardGrid, cardGrid } from '@/components/card-grid';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { limitState } from '@/components/plan-gates/plan-gate-rules';
import { UsageLimitGate } from '@/components/plan-gates/usage-limit-gate';
import { QueryState } from '@/components/query-state';
import { useToast } from '@/components/toast-context';
import { failureText } from '@/lib/api-client';
import {
  useCompanyServices,
  useDeleteService,
  useToggleService,
} from '@/features/company-dashboard/api/company-services';
import { useCompanySubscription } from '@/features/company-dashboard/api/company-subscription';
import { useEmployees } from '@/features/company-dashboard/api/employees';
import { CompanyServiceCard } from '@/features/company-dashboard/components/services/company-service-card';
import { ServiceFormDialog } from '@/features/company-dashboard/components/services/service-form-dialog';
import { useActingCompany } from '@/features/company-dashboard/hooks/use-acting-company';
import layout from '@/components/layout/dashboard-sections.module.css';
import { formatQuantity } from '@/lib/format';

type Editing = { kind: 'add' } | { kind: 'edit'; service: CompanyService } | null;

/** Services (docs/product.md#company-dashboard): the grid, add/edit, the active toggle, delete, and the maxServices gate. */
export function ServicesSection() {
  const { companyId, bypassPlan } = useActingCompany();
  const services = useCompanyServices(companyId);
  // The cards name who performs each service; the form's checklist reads the same cached list.
  const employees = useEmployees(companyId);
  const subscription = useCompanySubscription(companyId);
  const toggle = useToggleService(companyId);
  const remove = useDeleteService(companyId);
  const toast = useToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CompanyService | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const list = services.data ?? [];
  const limit = subscription.data ? limitState(subscription.data, 'maxServices', { bypass: bypassPlan }) : null;

  function onToggle(service: CompanyService) {
    setActionError(null);
    toggle.mutate(
      { id: service.id, isActive: !service.isActive },
      {
        onError: (error) =>
          setActionError(
            failureText(error, {
              failed: serviceMessages.toggleFailed,
              exception: 'Error updating service status',
              preferServerMessage: false,
            }),
          ),
      },
    );
  }

  function onDelete(service: CompanyService) {
    remove.mutate(service.id, {
      onSuccess: (result) => {
        setDeleting(null);
        const cancelled = result.data.cancelledBookings;
        toast.show({
          message:
            cancelled > 0
              ? `Service deleted. ${cancelled} upcoming ${cancelled === 1 ? 'booking was' : 'bookings were'} cancelled.`
              : 'Service deleted.',
        });
      },
      onError: (error) =>
        setActionError(
          failureText(error, {
            failed: serviceMessages.deleteFailed,
            exception: 'Error deleting service',
            preferServerMessage: false,
          }),
        ),
    });
  }

  const toolbar = (blocked: boolean) => (
    <div className={layout.panelHeader}>
      <p className={layout.muted}>{services.data ? formatQuantity(list.length, 'service') : 'Your services'}</p>
      <Button icon={<Plus />} disabled={blocked} onClick={() => setEditing({ kind: 'add' })}>
        Add Service
      </Button>
    </div>
  );

  return (
    <>
      {limit ? (
        <UsageLimitGate state={limit} noun="services">
          {toolbar}
        </UsageLimitGate>
      ) : (
        toolbar(false)
      )}
      {actionError ? <Alert tone="danger">{actionError}</Alert> : null}

      {!services.data ? (
        <QueryState
          query={services}
          subject="your services"
          failed={serviceMessages.loadFailed}
          exception="Error loading services"
          {...cardGrid(280)}
          rows={3}
          rowHeight={280}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={<ClipboardList size={32} />}
          title="No services yet"
          description="Add your first service so pet owners can find and book it in the marketplace."
        />
      ) : (
        <CardGrid as="div" minWidth={280}>
          {list.map((service) => (
            <CompanyServiceCard
              key={service.id}
              service={service}
              team={employees.data}
              toggling={toggle.isPending && toggle.variables?.id === service.id}
              onToggle={() => onToggle(service)}
              onEdit={() => setEditing({ kind: 'edit', service })}
              onDelete={() => {
                setActionError(null);
                setDeleting(service);
              }}
            />
          ))}
        </CardGrid>
      )}

      <ServiceFormDialog
        open={editing !== null}
        service={editing?.kind === 'edit' ? editing.service : undefined}
        companyId={companyId}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          toast.show({ message });
        }}
      />

      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? 'service'}?`}
        description={serviceMessages.deleteWarning}
        keepLabel="Keep Service"
        confirmLabel="Delete Service"
        busy={remove.isPending}
        onConfirm={() => deleting && onDelete(deleting)}
      >
        {actionError && deleting ? <Alert tone="danger">{actionError}</Alert> : null}
      </ConfirmDialog>
    </>
  );
}
