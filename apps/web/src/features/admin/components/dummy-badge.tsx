export function DummyBadge() {
  return (
    <span className="ml-1.5 inline-flex items-center rounded-full bg-amber-500/15 px-2 py-0.5 text-[11px] font-semibold text-amber-800 dark:text-amber-300">
      Dummy
    </span>
  );
}
