export const formatUsd = (amount: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" }) : "—";

/** Payment status colours: paid or succeeded green 'Paid', failed red, anything else yellow, capitalised. */
export function paymentStatusOf(status: string): { label: string; tone: "green" | "red" | "yellow" } {
  const s = status.toLowerCase();
  if (s === "paid" || s === "succeeded") return { label: "Paid", tone: "green" };
  if (s === "failed") return { label: "Failed", tone: "red" };
  return { label: s.charAt(0).toUpperCase() + s.slice(1), tone: "yellow" };
}
