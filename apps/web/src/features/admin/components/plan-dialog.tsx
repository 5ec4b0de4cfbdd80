import { useState, type FormEvent } from "react";

import {
  ADMIN_PLAN_MESSAGES,
  ADMIN_REASON_MAX_LENGTH,
  ENTERPRISE_CLOUT_GRANT_MAX,
  ENTERPRISE_COVERAGE_ALLOWANCE_MAX,
  PLANS,
  type AdminSetPlanRequest,
  type AdminUser,
} from "@twl/contract";

import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { InlineAlert } from "../../../components/ui/inline-alert.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { parseAdminNumber } from "../lib/parse-admin-number.ts";

type PlanUser = Pick<AdminUser, "id" | "name" | "email" | "tier" | "coverageAllowance" | "monthlyCloutGrant">;

/**
 * Sets a user's plan by hand. Enterprise is agreed with the customer, so the admin enters its
 * monthly coverages and clout grant; the other plans keep their published figures. Audited.
 */
export function PlanDialog({
  user,
  onSave,
  onClose,
}: {
  user: PlanUser | null;
  onSave: (userId: string, plan: AdminSetPlanRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {/* Keyed by user, so each opening starts from that user's figures. */}
        {user && <PlanForm key={user.id} user={user} onSave={onSave} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function PlanForm({
  user,
  onSave,
  onClose,
}: {
  user: PlanUser;
  onSave: (userId: string, plan: AdminSetPlanRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const [tier, setTier] = useState<AdminUser["tier"]>(user.tier);
  const [coverages, setCoverages] = useState(String(user.coverageAllowance));
  const [clout, setClout] = useState(String(user.monthlyCloutGrant));
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let plan: AdminSetPlanRequest;
    const why = reason.trim() || undefined;
    if (tier === "enterprise") {
      const coverageAllowance = parseAdminNumber(coverages, 0, ENTERPRISE_COVERAGE_ALLOWANCE_MAX);
      if (coverageAllowance === null) return setError(ADMIN_PLAN_MESSAGES.coverageRange);
      const monthlyCloutGrant = parseAdminNumber(clout, 0, ENTERPRISE_CLOUT_GRANT_MAX);
      if (monthlyCloutGrant === null) return setError(ADMIN_PLAN_MESSAGES.cloutRange);
      plan = { tier, coverageAllowance, monthlyCloutGrant, reason: why };
    } else {
      plan = { tier, reason: why };
    }
    setIsBusy(true);
    setError(null);
    try {
      await onSave(user.id, plan);
      onClose();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : ADMIN_PLAN_MESSAGES.updatePlan);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <>
      <DialogTitle className="font-display-tight text-xl font-semibold text-ink">
        Plan of {user.name || user.email}
      </DialogTitle>
      <DialogDescription className="mt-1 text-sm text-ink-muted">
        Enterprise takes the monthly coverages and clout grant agreed with the customer. The change is
        recorded in the audit trail.
      </DialogDescription>
      <form onSubmit={submit} className="mt-5 space-y-4" noValidate>
        <SelectField
          label="Plan"
          value={tier}
          onChange={(event) => setTier(event.target.value as AdminUser["tier"])}
        >
          {PLANS.map((plan) => (
            <option key={plan.tier} value={plan.tier}>
              {plan.name}
            </option>
          ))}
        </SelectField>
        {tier === "enterprise" && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Coverages per month"
              inputMode="numeric"
              value={coverages}
              onChange={(event) => setCoverages(event.target.value)}
              hint={`0 to ${ENTERPRISE_COVERAGE_ALLOWANCE_MAX.toLocaleString("en-US")}; counts at once`}
            />
            <TextField
              label="Clout grant per month"
              inputMode="numeric"
              value={clout}
              onChange={(event) => setClout(event.target.value)}
              hint={`0 to ${ENTERPRISE_CLOUT_GRANT_MAX.toLocaleString("en-US")}; paid on the 1st`}
            />
          </div>
        )}
        <TextField
          label="Reason (optional)"
          value={reason}
          maxLength={ADMIN_REASON_MAX_LENGTH}
          onChange={(event) => setReason(event.target.value)}
        />
        {error && <InlineAlert>{error}</InlineAlert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={isBusy}>
            Save plan
          </Button>
        </div>
      </form>
    </>
  );
}
