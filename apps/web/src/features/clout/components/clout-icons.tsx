import { clsx } from "clsx";
import { Droplet, Gem } from "lucide-react";

/** Liquid (spendable) clout: the droplet, everywhere. Decorative; say "liquid" in text. */
export function LiquidIcon({ className }: { className?: string }) {
  return <Droplet aria-hidden="true" className={clsx("fill-info/20 text-info-ink", className)} />;
}

/** Solid (earned, permanent) clout: the gem, everywhere. */
export function SolidIcon({ className }: { className?: string }) {
  return (
    <Gem
      aria-hidden="true"
      className={clsx("fill-violet-500/15 text-violet-600 dark:text-violet-400", className)}
    />
  );
}

export function BalanceIcon({ balance, className }: { balance: "liquid" | "solid"; className?: string }) {
  return balance === "liquid" ? <LiquidIcon className={className} /> : <SolidIcon className={className} />;
}
