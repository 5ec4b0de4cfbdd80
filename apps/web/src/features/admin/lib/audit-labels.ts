const ACTION_LABELS: Record<string, string> = {
  "user.clout": "Spendable clout changed",
  "user.coverage": "Remaining coverages changed",
  "user.dummy_created": "Dummy author created",
  "user.plan": "Plan changed",
  "script.editorial": "Editorial flags changed",
  "script.hidden": "Script hidden by moderation",
  "script.deleted": "Script deleted by moderation",
  "review.deleted": "Review removed by moderation",
  "comment.deleted": "Comment removed by moderation",
};

export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

/** A before/after value as one short line: `availableClout: 100`. */
export function describeValues(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value !== "object") return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${key}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
    .join(", ");
}
