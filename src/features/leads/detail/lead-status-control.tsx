import { Button, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { LazyMenu } from '../../../components/ui/lazy-menu';
import { toaster } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-error';
import { LEAD_STATUS_LABELS, LEAD_STATUSES_WITH_REASON, type LeadStatus } from '../../../shared/respond';
import type { ChangeLeadStatusInput, Lead } from '../../../shared/schemas/leads';
import { useChangeLeadStatus } from '../mutations';
import type { ClosingStatus } from './lead-reason-dialog';

/**
 * The status menu (Chakra's menu with its positioning, ~16 kB gzip) and the reason dialog Lost and
 * Junk ask for (Chakra's dialog with its focus trap, and the classic zod schema it checks with) load
 * on intent: a pointer resting on Change status or focus reaching it (LazyMenu), so the lead page
 * opens without them (issue 14).
 */
const loadReasonDialog = () => import('./lead-reason-dialog');
const ReasonDialog = lazy(() => loadReasonDialog().then((m) => ({ default: m.ReasonDialog })));
const loadStatusMenu = () =>
  Promise.all([import('../../../components/ui/move-to-menu-body'), loadReasonDialog()]).then(
    ([m]) => m.MoveToMenuBody<LeadStatus>,
  );

/**
 * The next statuses of the flow (LEAD_STATUS_TRANSITIONS, as the API answers them in
 * `nextStatuses`); lost and junk first ask for the reason.
 */
export function LeadStatusControl({ lead }: { lead: Lead }) {
  const change = useChangeLeadStatus(lead.id);
  const [closing, setClosing] = useState<ClosingStatus | null>(null);
  // The dialog is not even built until it first opens; then it stays, to animate closed and reopen.
  const [asked, setAsked] = useState(false);
  if (closing && !asked) setAsked(true);
  const move = (input: ChangeLeadStatusInput) =>
    change
      .mutateAsync(input)
      .then((saved) => {
        setClosing(null);
        toaster.create({ type: 'success', title: `Status changed to ${LEAD_STATUS_LABELS[saved.status]}` });
        return null;
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError ? error.message : 'Could not change the status.';
        if (!closing) toaster.create({ type: 'error', title: message });
        return message;
      });

  if (!lead.canEdit) return null;
  if (lead.nextStatuses.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="status-final">
        Converted is final: a deal exists.
      </Text>
    );
  return (
    <>
      <LazyMenu
        load={loadStatusMenu}
        bodyProps={{
          statuses: lead.nextStatuses,
          // A status that asks for its reason says so with an ellipsis.
          labelOf: (status: LeadStatus) =>
            `${LEAD_STATUS_LABELS[status]}${LEAD_STATUSES_WITH_REASON.includes(status) ? '…' : ''}`,
          onChoose: (status: LeadStatus) => {
            if (!LEAD_STATUSES_WITH_REASON.includes(status)) return void move({ status });
            // After the menu has closed and handed focus back to its trigger.
            setTimeout(() => setClosing(status as ClosingStatus), 0);
          },
        }}
        trigger={
          <Button variant="outline" size="sm" loading={change.isPending && !closing} data-testid="status-menu">
            Change status <ChevronDown size={16} aria-hidden />
          </Button>
        }
      />
      {asked && (
        <Suspense fallback={null}>
          <ReasonDialog status={closing} busy={change.isPending} onSubmit={move} onCancel={() => setClosing(null)} />
        </Suspense>
      )}
    </>
  );
}
